/// <reference lib="dom" />
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { openHydrated, openInApp } from '../support/navigate.js';

type ListedPost = { id: string; slug: string; title: string; excerpt: string; category: string; imageAlt: string; tags?: string[] };

/** An article with tags whose category has at least two other articles, so it has related ones. */
async function pickArticle(request: APIRequestContext) {
  const posts = ((await (await request.get('/api/blog-posts')).json()) as { data: ListedPost[] }).data;
  const post = posts.find((p) => p.tags?.length && posts.filter((o) => o.category === p.category).length >= 3);
  if (!post) throw new Error('the seed has no article with tags and two related articles');
  const related = posts.filter((p) => p.category === post.category && p.id !== post.id).slice(0, 3);
  return { post, related };
}

let pageErrors: string[];
test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

const header = (page: Page) => page.locator('main article header').first();

test('shows a spinner while the article loads, then the whole article', async ({ page, request }) => {
  const { post } = await pickArticle(request);
  await page.route('**/api/blog-posts/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openInApp(page, `/blog/${post.slug}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading article...' })).toBeAttached();

  const title = page.getByRole('heading', { level: 1, name: post.title });
  await expect(title).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(post.title);

  await expect(header(page).locator('.badge')).toHaveText(post.category);
  await expect(header(page)).toContainText(/Last updated: [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(header(page).getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(header(page).getByText(post.excerpt)).toBeVisible();
  await expect(page.locator('main img.article__hero')).toHaveAttribute('alt', post.imageAlt);
  await expect(page.locator('main article .prose h2').first()).toBeVisible();
});

test('links its topics, keeps its tags for screen readers only, and links up to 3 related articles', async ({ page, request }) => {
  const { post, related } = await pickArticle(request);
  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/blog-posts')) asked.push(`${url.pathname}${url.search}`);
  });
  const topics = ((await (await request.get(`/api/blog-posts/${post.id}/topics`)).json()) as { data: { slug: string; name: string }[] })
    .data;
  // Moving there in the app, so the browser asks for the related articles itself.
  await openInApp(page, `/blog/${post.slug}`);

  const topicList = page.getByRole('region', { name: 'Topics' });
  for (const topic of topics) {
    await expect(topicList.getByRole('link', { name: topic.name })).toHaveAttribute('href', `/topics/${topic.slug}`);
  }

  const tags = page.locator('main .visually-hidden').filter({ has: page.getByRole('heading', { name: 'Tags' }) });
  await expect(tags.getByRole('listitem')).toHaveText(post.tags ?? []);
  const box = await tags.boundingBox();
  expect(box && box.width <= 1 && box.height <= 1).toBe(true);

  const relatedSection = page.getByRole('region', { name: 'Related Articles' });
  const links = relatedSection.getByRole('heading').getByRole('link');
  await expect(links).toHaveCount(related.length);
  expect(related.length).toBeLessThanOrEqual(3);
  for (const [index, item] of related.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', `/blog/${item.slug}`);
  }
  await expect(relatedSection.locator('.badge')).toHaveText(related.map(() => post.category));
  // The page asks the server for its related articles, instead of reading every post.
  expect(asked).toContain(`/api/blog-posts/${post.slug}/related?limit=3`);
  expect(asked).not.toContain('/api/blog-posts');

  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/${related[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: related[0]!.title })).toBeVisible();
});

test('Share without a native share sheet copies the link and says so', async ({ page, context, request, baseURL }) => {
  const { post } = await pickArticle(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    delete (Navigator.prototype as unknown as { share?: unknown }).share;
    delete (navigator as unknown as { share?: unknown }).share;
  });
  await openHydrated(page, `/blog/${post.slug}`);
  await page.getByRole('button', { name: 'Share' }).click();

  const toast = page.locator('.toast');
  await expect(toast).toContainText('Link copied!');
  await expect(toast).toContainText('The article link has been copied to your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${post.slug}`);
});

test('Share uses the native share sheet when there is one', async ({ page, request, baseURL }) => {
  const { post } = await pickArticle(request);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        (window as unknown as { shared: unknown }).shared = data;
      },
    });
  });
  await openHydrated(page, `/blog/${post.slug}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: unknown }).shared))
    .toEqual({
      title: post.title,
      text: post.excerpt,
      url: `${baseURL}/blog/${post.slug}`,
    });
  await expect(page.locator('.toast')).toHaveCount(0);
});

test('a missing article says so and leads back to the blog', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Browse All Articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeVisible();
});

test('has no serious accessibility violations', async ({ page, request }) => {
  const { post } = await pickArticle(request);
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('region', { name: 'Related Articles' })).toBeVisible();
  await expect(page.locator('main article .prose h2').first()).toBeVisible();
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
