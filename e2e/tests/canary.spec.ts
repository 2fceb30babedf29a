/// <reference lib="dom" />
import type { APIRequestContext, Page } from '@playwright/test';
import { canaryOrigin } from '../support/canary-builds.js';
import { untilHydrated } from '../support/navigate.js';
import { signInAsAdmin } from '../support/sign-in.js';
import { expect, test } from '../support/test.js';

/**
 * A staff-only canary of mf-content and mf-admin (global-setup.ts serves their second copy on
 * another origin; docs/releasing.md, "Canary"): a reader's browser loads every file of those
 * remotes from the stable builds, and a staff member who turned the switch on loads every one
 * from the canary, on a page the server rendered and on pages the browser renders itself, so
 * the server and the browser agree.
 */
const CANARY = canaryOrigin(Number(process.env.E2E_SERVICE_PORT_BASE ?? 18_100));

type ListedPost = { slug: string; title: string; category: string };

/** An article with at least one related article (one of its category), and that one. */
async function articleAndRelated(request: APIRequestContext) {
  const posts = ((await (await request.get('/api/blog-posts')).json()) as { data: ListedPost[] }).data;
  const post = posts.find((p) => posts.filter((o) => o.category === p.category).length >= 3)!;
  return post;
}

/** Every file the page loads of mf-content and mf-admin, by the URL it asked for. */
function watchRemoteFiles(page: Page) {
  const files: string[] = [];
  page.on('request', (request) => {
    if (/\/mf-(content|admin)\//.test(new URL(request.url()).pathname)) files.push(request.url());
  });
  return files;
}

/**
 * Reads an article rendered by the server (its islands come alive from its remote's files), then
 * one the browser renders itself (the application loads the remote's entry from /remotes.json),
 * then moves in the application to a related article.
 */
async function readArticles(page: Page, post: ListedPost) {
  await page.goto(`/blog/${post.slug}`);
  await untilHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await page.goto('/admin');
  await page.waitForLoadState('networkidle');
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, `/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('link').first();
  const href = await related.getAttribute('href');
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('main article h1')).toBeVisible();
}

/** Each remote's files: all from one place, and at least its entry and (mf-content) an island. */
function expectAllFrom(files: string[], where: { content: string; admin: string }) {
  const content = files.filter((url) => url.includes('/mf-content/'));
  const admin = files.filter((url) => url.includes('/mf-admin/'));
  expect(content.filter((url) => !url.startsWith(where.content))).toEqual([]);
  expect(admin.filter((url) => !url.startsWith(where.admin))).toEqual([]);
  expect(content.some((url) => /\/islands\/[^/]+\.js$/.test(url))).toBe(true);
  expect(content.some((url) => /remoteEntry\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  expect(admin.some((url) => /remoteEntry\.[0-9a-f]+\.js$/.test(url))).toBe(true);
}

test("a reader's browser loads every file of the remotes from their stable builds", async ({ page, request, baseURL }) => {
  const post = await articleAndRelated(request);
  const files = watchRemoteFiles(page);
  await readArticles(page, post);
  expectAllFrom(files, { content: `${baseURL}/remotes/mf-content/`, admin: `${baseURL}/remotes/mf-admin/` });
});

test('a staff member turns the canaries on in the admin area, and this browser then loads every file of them from the canary builds', async ({
  page,
  request,
}) => {
  const post = await articleAndRelated(request);
  await signInAsAdmin(page);
  await page.goto('/admin');
  const toggle = page.getByRole('checkbox', { name: 'Try new versions of the site in this browser' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText(/^On: new versions of mf_admin, mf_content are used/)).toBeVisible();

  const files = watchRemoteFiles(page);
  await readArticles(page, post);
  // The admin area, rendered in the browser from /remotes.json, is the canary's too, and says the switch is on.
  await page.goto('/admin');
  await expect(page.getByRole('checkbox', { name: 'Try new versions of the site in this browser' })).toBeChecked();
  expectAllFrom(files, { content: `${CANARY}/mf-content/`, admin: `${CANARY}/mf-admin/` });

  // Off again: the next pages are the readers' builds.
  await page.getByRole('checkbox', { name: 'Try new versions of the site in this browser' }).click();
  await expect(page.getByRole('checkbox', { name: 'Try new versions of the site in this browser' })).not.toBeChecked();
  const after = watchRemoteFiles(page);
  await page.goto(`/blog/${post.slug}`);
  await untilHydrated(page);
  expect(after.filter((url) => url.startsWith(CANARY))).toEqual([]);
});
