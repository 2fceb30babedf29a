import { expect, test } from '../support/test.js';
import { deletePostFromEditor, draftPost } from '../support/admin-posts.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { localInDays, publishNow, schedule } from '../support/publish-flow.js';
import { signInAsAdmin } from '../support/sign-in.js';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('a draft left and published later is dated when it is published, and is first on /blog', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Published Later ${stamp}`;
  const slug = `published-later-${stamp}`;
  await signInAsAdmin(page);
  const editor = await draftPost(page, title, 'Written now, published later.');
  await expect(page.getByText('A draft: readers can’t see it.')).toBeVisible();

  // Left for the dashboard, then opened again and published.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Content dashboard' })).toBeVisible();
  await page.goto(editor);
  await expect(page.getByRole('button', { name: 'Set to now' })).toHaveCount(0);
  const before = Date.now();
  await publishNow(page, title);
  await expect(page.getByRole('form', { name: 'Edit post' }).getByText(/^Published .*: readers see it\.$/)).toBeVisible();

  const [first] = (await (await page.request.get('/api/blog-posts?limit=1')).json()).data.posts as { slug: string; publishedAt: string }[];
  expect(first?.slug).toBe(slug);
  // Dated at the moment of publishing, not when the draft was made (a second of slack for the clocks' rounding).
  expect(Date.parse(first!.publishedAt)).toBeGreaterThanOrEqual(before - 1_000);
  await page.goto('/blog');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(title);

  await deletePostFromEditor(page, editor);
});

test('a scheduled post shows as scheduled in the admin list, and the schedule dialog passes axe', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Scheduled Ahead ${stamp}`;
  await signInAsAdmin(page);
  const editor = await draftPost(page, title, 'Written now, published later.');

  await page.getByRole('button', { name: 'Schedule…', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule “${title}”` });
  await expect(dialog.getByLabel('Publish at')).toBeVisible();
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await schedule(page, localInDays(3));
  await expect(page.getByRole('form', { name: 'Edit post' }).getByText(/^Scheduled — goes live/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule…', exact: true })).toBeVisible();

  await page.goto('/admin/content');
  const posts = page.getByRole('region', { name: 'Posts' });
  await posts.getByRole('searchbox').fill(stamp);
  await expect(posts.getByRole('row').filter({ hasText: title })).toContainText('Scheduled');

  await deletePostFromEditor(page, editor);
});
