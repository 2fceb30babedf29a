import type { Page } from '@playwright/test';
import { expect } from './test.js';

/*
 * The post editor's publish buttons (docs/content-admin.md, Publishing): each that changes what
 * readers see asks first, and the editor says "All changes saved" once the server answered.
 */

async function saved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Post saved' }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
}

/** Publish now, confirmed: the post is dated this moment. */
export async function publishNow(page: Page, title: string) {
  await page.getByRole('button', { name: 'Publish now', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Publish “${title}” now?` });
  await expect(confirm).toContainText('Readers will see it at once.');
  await confirm.getByRole('button', { name: 'Publish now' }).click();
  await saved(page);
}

/** Update of a published post, confirmed. */
export async function updatePublished(page: Page, title: string) {
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `Update “${title}”?` })
    .getByRole('button', { name: 'Update' })
    .click();
  await saved(page);
}

/** Schedule… at a datetime-local value ('2030-01-05T09:30'). */
export async function schedule(page: Page, local: string) {
  await page.getByRole('button', { name: 'Schedule…', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Schedule “/ });
  await dialog.getByLabel('Publish at').fill(local);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await saved(page);
}

/** A datetime-local value some days ahead, in the browser's (and the test runner's) zone. */
export function localInDays(days: number): string {
  const at = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:30`;
}
