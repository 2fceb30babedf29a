import { type Page } from '@playwright/test';
import { guideImage } from '../support/guide-images.js';
import { expect, test } from '../support/test.js';
import { deletePostFromEditor, draftPost } from '../support/admin-posts.js';
import { expectAccessible } from '../support/axe.js';
import { openHydrated } from '../support/navigate.js';
import { publishNow } from '../support/publish-flow.js';
import { signInAsAdmin } from '../support/sign-in.js';

/*
 * Staff profiles are the bylines (docs/authors.md): an article's byline links to its author's
 * page, which lists their published articles, says who they are in JSON-LD and is in the
 * sitemap; the admin's "My profile" edits it.
 */

/** The e2e admin's own profile, made from their address on their first post. */
const ADMIN_NAME = 'Ada Admin';
const ADMIN_PAGE = '/authors/ada-admin';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Every JSON-LD node of the page. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text): Record<string, unknown>[] =>
    [JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]].flat(),
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('an article’s byline links to its author’s page: their published articles, not drafts, a Person in JSON-LD, in the sitemap', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const published = `Bylined Article ${stamp}`;
  const draft = `Bylined Draft ${stamp}`;
  await signInAsAdmin(page);
  const publishedEditor = await draftPost(page, published, 'A few words by the admin.');
  await publishNow(page, published);
  const draftEditor = await draftPost(page, draft, 'A few words by the admin.');

  await openHydrated(page, `/blog/bylined-article-${stamp}`);
  const byline = page.getByRole('main').getByRole('link', { name: ADMIN_NAME, exact: true });
  await expect(byline).toHaveAttribute('href', ADMIN_PAGE);
  expect(await structuredData(page)).toContainEqual(
    expect.objectContaining({ '@type': 'BlogPosting', author: { '@type': 'Person', name: ADMIN_NAME, url: `${baseURL}${ADMIN_PAGE}` } }),
  );

  await byline.click();
  await expect(page).toHaveURL(ADMIN_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_NAME })).toBeVisible();
  await expect(page).toHaveTitle(`${ADMIN_NAME} | Live Fully`);
  const articles = page.getByRole('region', { name: 'Articles' });
  await expect(articles.getByRole('link', { name: published })).toHaveAttribute('href', `/blog/bylined-article-${stamp}`);
  await expect(articles.getByText(draft)).toHaveCount(0);
  expect(await structuredData(page)).toContainEqual(
    expect.objectContaining({ '@type': 'Person', name: ADMIN_NAME, url: `${baseURL}${ADMIN_PAGE}` }),
  );

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}${ADMIN_PAGE}</loc>`);

  // An author without a published article has no page.
  const missing = await page.goto('/authors/no-such-author');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Author Not Found' })).toBeVisible();

  await deletePostFromEditor(page, draftEditor);
  await deletePostFromEditor(page, publishedEditor);
});

test('a card’s byline on a topic page links to the author', async ({ page }) => {
  await openHydrated(page, '/topics/mindfulness');
  const card = page.getByRole('main').getByRole('article').first();
  const byline = card.locator('a.byline-link');
  await expect(byline).toHaveAttribute('href', /^\/authors\/[a-z0-9-]+$/);
  const name = await byline.textContent();
  await byline.click();
  await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
});

test('My profile saves the bio and link the author page shows', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(ADMIN_NAME);

  await field(page, 'Link').fill('http://not-secure.example.com');
  // Left, the field says what is wrong with it (the same rule the server holds).
  await field(page, 'Link').blur();
  await expect(page.getByText('Link must be a full https:// address')).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is 1 problem with this profile' })).toBeVisible();

  await field(page, 'Short bio').fill('Runs the Live Fully newsroom and writes about slow weekends.');
  await field(page, 'Link').fill('https://ada.example.com');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' }).first()).toBeVisible();
  // The whole page from the top, as the editors' guide shows it (the header is sticky).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: guideImage('profile.png'), fullPage: true });
});

for (const appearance of ['light', 'dark'] as const) {
  test(`the author page and the profile screen pass axe in the ${appearance} appearance`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: appearance });
    const { data } = (await (await request.get('/api/blog-posts?limit=1')).json()) as {
      data: { posts: { authorProfile: { slug: string } }[] };
    };
    const slug = data.posts[0]!.authorProfile.slug;

    await openHydrated(page, `/authors/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${appearance}\\b`));
    await expectAccessible(page);

    await signInAsAdmin(page);
    await page.goto('/admin/profile');
    await expect(field(page, 'Name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });
}
