/// <reference lib="dom" />
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { holdBackRemote, untilHydrated } from '../support/navigate.js';

/** The blog list's state is its address (?category=&q=&page=): it works before its code runs, without it, and on the way back. */

type ListedPost = { slug: string; title: string; excerpt: string; category: string; tags?: string[] };

async function allPosts(request: APIRequestContext): Promise<ListedPost[]> {
  return ((await (await request.get('/api/blog-posts')).json()) as { data: ListedPost[] }).data;
}

/** The rule of docs/requirements.md#r-blog-filter, as the server applies it. */
const matches = (post: ListedPost, term: string) =>
  [post.title, post.excerpt, ...(post.tags ?? [])].some((text) => text.toLowerCase().includes(term.toLowerCase()));
const PAGE_SIZE = 9;

const statusLine = (page: Page) => page.locator('main [aria-live="polite"].blog-status');
const cards = (page: Page) => page.locator('main').getByRole('article');
const searchBox = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Search articles' });
const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** The blog list's island is hydrated (the runtime marks each island it made alive). */
const isAlive = (page: Page) =>
  page.evaluate(() => document.querySelector('lf-island[data-island="mf_content/BlogList"]')?.hasAttribute('data-alive') ?? false);

/** A reader's slower device: the CPU at a quarter of its speed, and mf-content's code arriving late. */
async function slowStart(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await holdBackRemote(page, 'mf-content', 3_000);
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('choosing a category and pressing Apply filters the list on the server', async ({ page, request }) => {
    const posts = await allPosts(request);
    const firstPage = new Set(posts.slice(0, PAGE_SIZE).map((p) => p.category));
    const category = [...new Set(posts.map((p) => p.category))].find((name) => !firstPage.has(name))!;
    const inCategory = posts.filter((p) => p.category === category);
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await page.getByRole('combobox', { name: 'Filter by category' }).selectOption(category);
    await page.getByRole('button', { name: 'Apply filters' }).press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(category);
    await expect(statusLine(page)).toHaveText(`Showing ${inCategory.length} articles in ${category}`);
    await expect(cards(page).locator('.badge')).toHaveText(inCategory.map(() => category));
    await expect(page.getByRole('combobox', { name: 'Filter by category' })).toHaveValue(category);
  });

  test('Enter in the search box searches, and Load More is a link to one more page that keeps the search', async ({ page, request }) => {
    const posts = await allPosts(request);
    const term = ['e', 'a', 'o'].find((t) => posts.filter((p) => matches(p, t)).length > PAGE_SIZE * 2)!;
    const expected = posts.filter((p) => matches(p, term));
    await page.goto('/blog');
    await searchBox(page).fill(term);
    await searchBox(page).press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(term);
    await expect(statusLine(page)).toHaveText(`Showing ${PAGE_SIZE} articles for "${term}"`);
    await expect(searchBox(page)).toHaveValue(term);

    await page.getByRole('link', { name: 'Load More Articles' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?q=${term}&page=2`);
    await expect(statusLine(page)).toHaveText(`Showing ${PAGE_SIZE * 2} articles for "${term}"`);
    await expect(cards(page).getByRole('heading').getByRole('link')).toHaveText(expected.slice(0, PAGE_SIZE * 2).map((p) => p.title));
  });

  test('a search that matches nothing shows the empty state, whose Clear Filters leads to the whole list', async ({ page }) => {
    await page.goto('/blog?category=Career');
    await searchBox(page).fill('xylophone quartet');
    await searchBox(page).press('Enter');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(statusLine(page)).toHaveText('Showing 0 articles for "xylophone quartet" in Career');
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Filter by category' })).toHaveValue('');
  });

  test('a page count past the bound shows at most 50 pages, and one that is no number shows the first', async ({ page }) => {
    await page.goto('/blog?page=abc');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const answer = await page.goto('/blog?page=100000');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Load More Articles' })).toHaveCount(0);
    expect(await cards(page).count()).toBeGreaterThan(PAGE_SIZE * 2);
  });
});

test.describe('before the page is alive', () => {
  test("the category dropdown shows the address's category in the server's page", async ({ page, request }) => {
    const html = await (await request.get('/blog?category=Wellness')).text();
    expect(html).toMatch(/<option value="Wellness" selected="">Wellness<\/option>/);

    const restore = await slowStart(page);
    await page.goto('/blog?category=Wellness', { waitUntil: 'domcontentloaded' });
    const dropdown = page.getByRole('combobox', { name: 'Filter by category' });
    await expect(dropdown).toHaveValue('Wellness');
    expect(await isAlive(page)).toBe(false);
    const serverBox = await dropdown.boundingBox();
    await untilHydrated(page);
    // Alive, the native select gives way to the site's Select, in the same place and size.
    await expect(page.locator('button#blog-category')).toHaveText('Wellness');
    expect(await dropdown.boundingBox()).toEqual(serverBox);
    await restore();
  });

  test('a Load More pressed before the page is alive still shows the next page (CPU slowed 4x)', async ({ page }) => {
    const restore = await slowStart(page);
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    expect(await isAlive(page), 'the page came alive before the test pressed Load More').toBe(false);
    await page.getByRole('link', { name: 'Load More Articles' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?page=2');
    await expect(cards(page)).toHaveCount(PAGE_SIZE * 2);
    await expect(statusLine(page)).toHaveText(`Showing ${PAGE_SIZE * 2} articles`);
    await restore();
  });

  test('a scroll made before the page is alive is kept when it comes alive (CPU slowed 4x)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const restore = await slowStart(page);
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    expect(await isAlive(page), 'the page came alive before the test scrolled it').toBe(false);
    await page.evaluate(() => window.scrollTo(0, 700));
    expect(await scrollTop(page)).toBe(700);
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Load More Articles' }).waitFor();
    expect(await scrollTop(page)).toBe(700);
    await restore();
  });
});

test.describe('with JavaScript', () => {
  test("the category Select's code loads only when the dropdown is first opened", async ({ page }) => {
    const islandScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/remotes\/mf-content\/islands\/[^/]+\.js$/.test(request.url())) islandScripts.push(request.url());
    });
    await page.goto('/blog?category=Wellness');
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    const firstView = [...islandScripts];
    const dropdown = page.getByRole('combobox', { name: 'Filter by category' });
    await expect(dropdown).toHaveText('Wellness');
    await dropdown.click();
    await expect(page.getByRole('option', { name: 'Wellness', exact: true })).toHaveAttribute('aria-selected', 'true');
    expect(islandScripts.length).toBeGreaterThan(firstView.length);
    await page.getByRole('option', { name: 'All Categories' }).click();
    await expect(dropdown).toHaveText('All Categories');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(statusLine(page)).toHaveText(/^Showing \d+ articles$/);
  });

  test('the address follows the live filters and the loaded pages, so a reload shows the same list', async ({ page, request }) => {
    const posts = await allPosts(request);
    const term = ['e', 'a', 'o'].find((t) => posts.filter((p) => matches(p, t)).length > PAGE_SIZE * 2)!;
    await page.goto('/blog');
    await untilHydrated(page);
    await searchBox(page).fill(term);
    await expect(statusLine(page)).toHaveText(`Showing ${PAGE_SIZE} articles for "${term}"`);
    await expect.poll(() => new URL(page.url()).search).toBe(`?q=${term}`);
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect(cards(page)).toHaveCount(PAGE_SIZE * 2);
    await expect(cards(page).nth(PAGE_SIZE).getByRole('heading').getByRole('link')).toBeFocused();
    await expect.poll(() => new URL(page.url()).search).toBe(`?q=${term}&page=2`);

    await page.reload();
    await expect(searchBox(page)).toHaveValue(term);
    await expect(cards(page)).toHaveCount(PAGE_SIZE * 2);
    await expect(statusLine(page)).toHaveText(`Showing ${PAGE_SIZE * 2} articles for "${term}"`);
  });

  test('back from an article returns to the same place in the list, with the pages loaded before', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/blog');
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect(cards(page)).toHaveCount(PAGE_SIZE * 2);
    const target = cards(page)
      .nth(PAGE_SIZE + 4)
      .getByRole('heading')
      .getByRole('link');
    await target.scrollIntoViewIfNeeded();
    const before = await scrollTop(page);
    expect(before).toBeGreaterThan(700);
    const title = (await target.innerText()).trim();
    await target.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await scrollTop(page)).toBe(0);

    await page.goBack();
    await expect(cards(page)).toHaveCount(PAGE_SIZE * 2);
    await expect.poll(() => scrollTop(page)).toBe(before);
    await expect(page.getByRole('link', { name: title, exact: true })).toBeInViewport();
  });
});
