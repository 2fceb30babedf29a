import type { Page } from '@playwright/test';
import { expect } from './test.js';

/**
 * Deletes a post from its editor (it goes to the trash, and so leaves the public pages). A test
 * that publishes a post calls this at its end: the specs share one site, and a published post
 * left behind would become "the newest article" that later specs read.
 */
export async function deletePostFromEditor(page: Page, editorUrl: string): Promise<void> {
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete post' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post deleted' }).first()).toBeVisible();
}

/** A draft written in the post editor in the Wellness category and saved; answers its editor's address. */
export async function draftPost(page: Page, title: string, excerpt: string): Promise<string> {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await page.goto('/admin/posts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  await field('Title').fill(title);
  await field('Excerpt').fill(excerpt);
  await field('Content').fill('## A start\n\nSome words that make a body.');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').filter({ hasText: 'Wellness' }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}\/edit$/);
  return page.url();
}
