/// <reference lib="dom" />
import { expect, test } from '../support/test.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { openInApp, holdBackRemote } from '../support/navigate.js';

test('a visitor opens the blog, then an article with its markdown body', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeVisible();
  const articleLinks = page.locator('main a[href^="/blog/"]');
  await expect(articleLinks.first()).toBeVisible();
  expect(await articleLinks.count()).toBeGreaterThanOrEqual(8);

  const title = (await articleLinks.first().innerText()).trim();
  await articleLinks.first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Markdown became real elements: section headings and list items, not raw '##' text.
  await expect(page.locator('main article h2').first()).toBeVisible();
  await expect(page.locator('main article li').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('## ');

  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown article shows the not-found screen', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse All Articles' })).toHaveAttribute('href', '/blog');
});

type ListedPost = { slug: string; title: string; excerpt: string; category: string; tags?: string[] };

async function allPosts(request: import('@playwright/test').APIRequestContext): Promise<ListedPost[]> {
  return ((await (await request.get('/api/blog-posts')).json()) as { data: ListedPost[] }).data;
}

/** The rule of docs/requirements.md#r-blog-filter, as the server applies it: the text in the title, the excerpt or a tag, in any case. */
const matches = (post: ListedPost, term: string) =>
  [post.title, post.excerpt, ...(post.tags ?? [])].some((text) => text.toLowerCase().includes(term.toLowerCase()));
const PAGE_SIZE = 9;

const statusLine = (page: import('@playwright/test').Page) => page.locator('main [aria-live="polite"].blog-status');
const cards = (page: import('@playwright/test').Page) => page.locator('main').getByRole('article');

test.describe('blog listing', () => {
  let pageErrors: string[];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  test('shows a spinner while the articles load, then a page of 9 with its count', async ({ page }) => {
    await page.route('**/api/blog-posts*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openInApp(page, '/blog');
    await expect(page).toHaveTitle(/^Blog - Latest Articles \| /);
    await expect(page.getByRole('status').filter({ hasText: 'Loading articles...' })).toBeAttached();
    await expect(cards(page)).toHaveCount(9);
    await expect(page.getByRole('status').filter({ hasText: 'Loading articles...' })).toHaveCount(0);
    await expect(statusLine(page)).toHaveText('Showing 9 articles');
    await expect(
      page.getByText('Fresh takes on how to live fully, make memories, and prioritize what really matters, every day.'),
    ).toBeVisible();

    const first = cards(page).first();
    await expect(first.getByRole('img')).toHaveAttribute('src', /^\/images\/[a-z0-9-]+\.svg$/);
    await expect(first.locator('.badge')).toBeVisible();
    await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
    await expect(first).toContainText(/Last updated: [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  test('lays the cards out in 1, 2 and 3 columns', async ({ page }) => {
    const columns = async () =>
      page.locator('main ul.post-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(9);
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await columns()).toBe(3);
  });

  test('searches title, excerpt and tags of every article on the server and says what it shows', async ({ page, request }) => {
    const posts = await allPosts(request);
    const expected = posts.filter((p) => matches(p, 'weekend'));
    const searches: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/blog-posts' && url.searchParams.has('q')) searches.push(url.searchParams.get('q')!);
    });
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(9);
    await page.getByRole('main').getByRole('searchbox', { name: 'Search articles' }).pressSequentially('WeekEnd');
    await expect(statusLine(page)).toHaveText(`Showing ${Math.min(expected.length, PAGE_SIZE)} articles for "WeekEnd"`);
    await expect(cards(page)).toHaveCount(Math.min(expected.length, PAGE_SIZE));
    // Typed letter by letter, asked once: the list waits for typing to pause.
    expect(searches).toEqual(['WeekEnd']);
  });

  test('words typed before the rendered page came alive are the search', async ({ page }) => {
    // The page's code arrives late: the reader types into the server's page meanwhile.
    await holdBackRemote(page, 'mf-content', 1_500);
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await page.locator('#blog-search').fill('weekend');
    await expect(statusLine(page)).toHaveText(/^Showing \d+ articles for "weekend"$/);
    await expect(page.locator('#blog-search')).toHaveValue('weekend');
  });

  test('a search by a tag finds the article whose tag it is, even one not loaded yet', async ({ page, request }) => {
    const posts = await allPosts(request);
    const notLoaded = posts.slice(PAGE_SIZE);
    const target = notLoaded.find((p) =>
      (p.tags ?? []).some((tag) => !matches({ ...p, tags: [] }, tag) && posts.filter((o) => matches(o, tag)).length === 1),
    );
    if (!target) throw new Error('the seed has no article beyond the first page with a tag of its own');
    const tag = target.tags!.find((t) => !matches({ ...target, tags: [] }, t) && posts.filter((o) => matches(o, t)).length === 1)!;
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(9);
    await page.getByRole('main').getByRole('searchbox', { name: 'Search articles' }).fill(tag.toUpperCase());
    await expect(statusLine(page)).toHaveText(`Showing 1 articles for "${tag.toUpperCase()}"`);
    await expect(cards(page).getByRole('heading').getByRole('link')).toHaveAttribute('href', `/blog/${target.slug}`);
  });

  test('the dropdown offers every category with articles before any Load More, and filters with a search term', async ({
    page,
    request,
  }) => {
    const posts = await allPosts(request);
    await page.goto('/blog');
    const select = page.getByRole('combobox', { name: 'Filter by category' });
    await expect(cards(page)).toHaveCount(9);
    // Until the page is alive the dropdown is the server's native select; this test drives the live one.
    await page.locator('button#blog-category').waitFor();
    const options = [...new Set(posts.map((p) => p.category))].sort((a, b) => a.localeCompare(b, 'en'));
    expect(options.length).toBeGreaterThan(new Set(posts.slice(0, PAGE_SIZE).map((p) => p.category)).size);
    await select.click();
    await expect(page.getByRole('option')).toHaveText(['All Categories', ...options]);
    await page.keyboard.press('Escape');

    // A category none of the first page's articles has.
    const firstPage = new Set(posts.slice(0, PAGE_SIZE).map((p) => p.category));
    const category = options.find((name) => !firstPage.has(name))!;
    const inCategory = posts.filter((p) => p.category === category);
    await select.click();
    await page.getByRole('option', { name: category, exact: true }).click();
    await expect(statusLine(page)).toHaveText(`Showing ${inCategory.length} articles in ${category}`);
    await expect(cards(page)).toHaveCount(inCategory.length);
    await expect(cards(page).locator('.badge')).toHaveText(inCategory.map(() => category));
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(category);

    const word = inCategory[0]!.title
      .split(' ')
      .find((w) => w.length > 4)!
      .toLowerCase();
    const both = inCategory.filter((p) => [p.title, p.excerpt, ...(p.tags ?? [])].some((t) => t.toLowerCase().includes(word)));
    await page.getByRole('main').getByRole('searchbox', { name: 'Search articles' }).fill(word);
    await expect(statusLine(page)).toHaveText(`Showing ${both.length} articles for "${word}" in ${category}`);
  });

  test('the dropdown opens again from the keyboard after a choice, and its choice shows in the trigger and the list', async ({ page }) => {
    await page.goto('/blog');
    const select = page.getByRole('combobox', { name: 'Filter by category' });
    await page.locator('button#blog-category').waitFor();
    await select.click();
    await page.getByRole('option', { name: 'Wellness', exact: true }).click();
    await expect(select).toHaveText('Wellness');
    await expect(statusLine(page)).toHaveText(/ articles in Wellness$/);

    // The Select, already loaded, opens again (its options render after the press's frame) on Enter.
    await select.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Wellness', exact: true })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.getByRole('option', { name: 'All Categories' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(select).toHaveText('All Categories');
    await expect(select).toBeFocused();
    await expect(statusLine(page)).toHaveText('Showing 9 articles');
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBeNull();
  });

  test('?category=Wellness pre-selects the category', async ({ page, request }) => {
    const wellness = (await allPosts(request)).filter((p) => p.category === 'Wellness');
    await page.goto('/blog?category=Wellness');
    await expect(page.getByRole('combobox', { name: 'Filter by category' })).toHaveText('Wellness');
    await expect(statusLine(page)).toHaveText(`Showing ${wellness.length} articles in Wellness`);
    await expect(cards(page)).toHaveCount(wellness.length);
  });

  test('a search that matches nothing shows the empty state, and Clear Filters resets both filters', async ({ page }) => {
    await page.goto('/blog?category=Career');
    await expect(cards(page).first()).toBeVisible();
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search articles' });
    await search.fill('xylophone quartet');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or browse all categories.')).toBeVisible();
    await expect(statusLine(page)).toHaveText('Showing 0 articles for "xylophone quartet" in Career');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Filter by category' })).toHaveText('All Categories');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(statusLine(page)).toHaveText(/^Showing \d+ articles$/);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(9);
  });

  test('an empty blog says there are no articles', async ({ page }) => {
    await page.route('**/api/blog-posts*', (route) => route.fulfill({ json: { success: true, data: [] } }));
    await openInApp(page, '/blog');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
    await expect(statusLine(page)).toHaveText('Showing 0 articles');
    await expect(page.getByRole('button', { name: 'Load More Articles' })).toHaveCount(0);
  });

  test('Load More Articles reads the next page, focuses its first article, and goes away at the end', async ({ page, request }) => {
    const total = (await allPosts(request)).length;
    expect(total).toBeGreaterThan(18);
    const pageRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/blog-posts?')) pageRequests.push(new URL(req.url()).search);
    });
    await openInApp(page, '/blog');
    await expect(cards(page)).toHaveCount(9);
    const loadMore = page.getByRole('button', { name: 'Load More Articles' });
    await loadMore.click();
    await expect(cards(page)).toHaveCount(18);
    await expect(statusLine(page)).toHaveText('Showing 18 articles');
    const tenth = cards(page).nth(9).getByRole('heading').getByRole('link');
    await expect(tenth).toBeFocused();
    expect(pageRequests[0]).toBe('?view=summary&limit=9');
    expect(pageRequests[1]).toMatch(/^\?view=summary&limit=9&cursor=[A-Za-z0-9_-]+$/);

    while (await loadMore.isVisible()) {
      const before = await cards(page).count();
      await loadMore.click();
      await expect(cards(page)).not.toHaveCount(before);
    }
    await expect(cards(page)).toHaveCount(total);
    await expect(loadMore).toHaveCount(0);
  });

  test('Load More pages through the matches of a search, with the search on every page', async ({ page, request }) => {
    const posts = await allPosts(request);
    const term = ['e', 'a', 'o'].find((t) => posts.filter((p) => matches(p, t)).length > PAGE_SIZE)!;
    const expected = posts.filter((p) => matches(p, term));
    const pageRequests: URLSearchParams[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/blog-posts' && url.searchParams.has('q')) pageRequests.push(url.searchParams);
    });
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(9);
    await page.getByRole('main').getByRole('searchbox', { name: 'Search articles' }).fill(term);
    await expect(statusLine(page)).toHaveText(`Showing ${PAGE_SIZE} articles for "${term}"`);
    const loadMore = page.getByRole('button', { name: 'Load More Articles' });
    while (await loadMore.isVisible()) {
      const before = await cards(page).count();
      await loadMore.click();
      await expect(cards(page)).not.toHaveCount(before);
    }
    await expect(statusLine(page)).toHaveText(`Showing ${expected.length} articles for "${term}"`);
    await expect(cards(page).getByRole('heading').getByRole('link')).toHaveText(expected.map((p) => p.title));
    expect(pageRequests.length).toBe(Math.ceil(expected.length / PAGE_SIZE));
    expect(pageRequests.slice(1).every((params) => params.get('q') === term && params.has('cursor'))).toBe(true);
  });

  test('a failed load shows an error with a retry', async ({ page }) => {
    await page.route('**/api/blog-posts*', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'down', code: 'COMMON.SERVICE_UNAVAILABLE' } }),
    );
    await openInApp(page, '/blog');
    await expect(page.getByRole('alert')).toContainText("We couldn't load the articles");
    await page.unroute('**/api/blog-posts*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page)).toHaveCount(9);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(9);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
