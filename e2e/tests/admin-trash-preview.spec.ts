import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { deletePostFromEditor } from '../support/admin-posts.js';
import { publishNow, schedule } from '../support/publish-flow.js';
import { signInAsAdmin } from '../support/sign-in.js';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function expectToast(page: Page, title: string) {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A post written in the editor and saved; answers its editor's address. */
async function writePost(page: Page, title: string, options: { publish?: boolean; publishAt?: string } = {}) {
  await page.goto('/admin/posts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  await field(page, 'Title').fill(title);
  await field(page, 'Excerpt').fill('A few words about this post.');
  await field(page, 'Content').fill('## A heading\n\nSome words that make a body.');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').filter({ hasText: 'Wellness' }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  if (options.publishAt) await schedule(page, options.publishAt);
  else if (options.publish) await publishNow(page, title);
  else {
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await expectToast(page, 'Post saved');
  }
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}\/edit$/);
  return page.url();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('a deleted post goes to the trash, is restored from it, and the audit log shows each change', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Trash And Back ${stamp}`;
  const slug = `trash-and-back-${stamp}`;
  await signInAsAdmin(page);
  const editor = await writePost(page, title, { publish: true });
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto(editor);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(confirm).toContainText('kept in the Trash, where it can be restored');
  await expect(confirm).not.toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expectToast(page, 'Post deleted');
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Post');
  await expectNoSeriousViolations(page);
  await row.getByRole('button', { name: `Restore post: ${title}` }).click();
  await expectToast(page, 'Post restored');
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Action').selectOption('restore');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const entry = page.getByRole('row').filter({ hasText: title }).first();
  await expect(entry).toContainText('Restored post');
  await page.getByLabel('Action').selectOption('create');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const created = page.getByRole('row').filter({ hasText: title }).first();
  await expect(created).toContainText('Created post');
  await created.locator('summary').click();
  const diff = created.getByRole('table', { name: `What changed in ${title}` });
  await expect(diff.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'title', exact: true }) })).toContainText(title);
  await expectNoSeriousViolations(page);
  await deletePostFromEditor(page, editor);
});

test('a draft opens on the real site through a preview link made in the editor', async ({ page, context }) => {
  const stamp = Date.now().toString(36);
  const title = `Preview Me ${stamp}`;
  await signInAsAdmin(page);
  await writePost(page, title);
  await page.getByRole('button', { name: 'Make a preview link' }).click();
  const link = page.getByRole('textbox', { name: 'Preview link' });
  await expect(link).toHaveValue(/\/preview\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('link', { name: 'Open preview' })).toHaveAttribute('target', '_blank');
  const url = await link.inputValue();

  // A colleague with the link, signed out.
  const colleague = await context.browser()!.newContext();
  const preview = await colleague.newPage();
  const answer = await preview.goto(url);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('complementary', { name: 'Preview' })).toContainText('This draft is not published');
  await expect(preview.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectNoSeriousViolations(preview);

  const altered = await preview.goto(`${url.slice(0, -2)}xx`);
  expect(altered?.status()).toBe(404);
  await expect(preview.getByRole('heading', { level: 1, name: 'This preview link is not valid' })).toBeVisible();
  await colleague.close();
});

test('the editor lists a post’s live preview links and revokes one after a confirm; that link stops opening, the other still does', async ({
  page,
  context,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Preview Twice ${stamp}`;
  await signInAsAdmin(page);
  await writePost(page, title);
  const link = page.getByRole('textbox', { name: 'Preview link' });
  await page.getByRole('button', { name: 'Make a preview link' }).click();
  await expect(link).toHaveValue(/\/preview\//);
  const first = await link.inputValue();
  await page.getByRole('button', { name: 'Make a new preview link' }).click();
  await expect(link).not.toHaveValue(first);
  const second = await link.inputValue();

  const live = page.getByRole('region', { name: 'Live preview links' });
  const rows = live.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Made by');
  await expect(rows.first()).toContainText('Works until');
  await expectNoSeriousViolations(page);

  // The older link is the second row (newest first); revoke it from the keyboard.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Revoke the link made by / })
    .focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this preview link?' });
  await expect(confirm).toContainText('told the link is not valid');
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Revoke link' }).click();
  await expectToast(page, 'Preview link revoked');
  await expect(rows).toHaveCount(1);

  const colleague = await context.browser()!.newContext();
  const preview = await colleague.newPage();
  expect((await preview.goto(first))?.status()).toBe(404);
  await expect(preview.getByRole('heading', { level: 1, name: 'This preview link is not valid' })).toBeVisible();
  expect((await preview.goto(second))?.status()).toBe(200);
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await colleague.close();
});

test('the schedule on All content lists a scheduled post and opens its editor', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Goes Live Later ${stamp}`;
  await signInAsAdmin(page);
  const next = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  const local = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}T09:30`;
  const editor = await writePost(page, title, { publishAt: local });

  await page.goto('/admin/content');
  await page.getByRole('tab', { name: 'Schedule' }).click();
  const upcoming = page.getByRole('region', { name: 'Schedule' }).getByRole('region', { name: 'Coming up' });
  await expect(upcoming.getByRole('link', { name: title })).toBeVisible();
  await expectNoSeriousViolations(page);
  await upcoming.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(editor);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
});
