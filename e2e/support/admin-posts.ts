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
