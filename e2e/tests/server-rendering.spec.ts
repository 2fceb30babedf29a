import { expect, test } from '../support/test.js';
import { withoutFaces } from '../support/faces.js';
import { countShifts } from '../support/layout-shifts.js';
import { untilHydrated } from '../support/navigate.js';

/** An article with its post as the API gives it. */
async function firstArticle(request: import('@playwright/test').APIRequestContext) {
  const posts = (
    (await (await request.get('/api/blog-posts?view=summary&limit=1')).json()) as {
      data: { posts: { slug: string; title: string; excerpt: string }[] };
    }
  ).data.posts;
  const post = posts[0];
  if (!post) throw new Error('the seed has no article');
  return post;
}

/** The first word of an article's title that the search finds it by. */
async function searchWordFor(request: import('@playwright/test').APIRequestContext) {
  const post = await firstArticle(request);
  const word = post.title.split(/\W+/).find((part) => part.length > 4) ?? post.title;
  return { post, word };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article reads in full: its title, head tags, text and the site around it', async ({ page, request }) => {
    const post = await firstArticle(request);
    const answer = await page.goto(`/blog/${post.slug}`);
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveTitle(`${post.title} | Live Fully`);
    const full = (
      (await (await request.get(`/api/blog-posts/${post.slug}`)).json()) as { data: { metaDescription?: string; excerpt: string } }
    ).data;
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', full.metaDescription || full.excerpt);
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(await page.locator('main article .prose p').count()).toBeGreaterThan(2);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a missing article and an unknown path answer 404 with the not-found page', async ({ page }) => {
    for (const [path, heading] of [
      ['/blog/no-such-article', 'Article Not Found'],
      ['/no/such/page', 'Page Not Found'],
    ] as const) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('a search address arrives with its results, kept out of search engines', async ({ page, request }) => {
    const { post, word } = await searchWordFor(request);
    const answer = await page.goto(`/search?q=${encodeURIComponent(word)}`);
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveTitle(`Search results for "${word}" | Live Fully`);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(word);
    await expect(page.getByRole('heading', { level: 2, name: `Search results for "${word}"` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: post.title, exact: true })).toBeVisible();
    await expect(page.locator('main noscript')).toHaveCount(0);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('the search page shows the results for travel', async ({ page, request }) => {
    const { total } = ((await (await request.get('/api/search?q=travel')).json()) as { data: { total: number } }).data;
    expect(total).toBeGreaterThan(0);
    await page.goto('/search?q=travel');
    await expect(page.getByRole('main').getByText(`${total} result(s) found`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).not.toHaveCount(0);
  });

  test('a search typed with spaces in the header lands on the trimmed address; a blank one goes nowhere', async ({ page }) => {
    await page.goto('/blog');
    const header = page.getByRole('banner').getByRole('searchbox');
    await header.fill('   ');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await header.fill('  travel  ');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=travel$/);
    await expect(page.getByRole('main').getByText(/^\d+ result\(s\) found$/)).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => withoutFaces(page));

  test('a rendered article hydrates in place: no API call repeated, nothing moves, its body kept, one copy of each head tag', async ({
    page,
    request,
  }) => {
    const post = await firstArticle(request);
    const calls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) calls.push(req.url());
    });
    await page.addInitScript(() => {
      // The server's body paragraph, marked before any script of the page runs: hydration keeps it.
      document.addEventListener('DOMContentLoaded', () => {
        const paragraph = document.querySelector('main .prose p');
        if (paragraph) (paragraph as unknown as { fromServer: boolean }).fromServer = true;
      });
    });
    const shifts = await countShifts(page);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Hydrated once the renderer's head tags are handed over to React.
    const head = () =>
      page.evaluate(() => ({
        titles: document.head.querySelectorAll('title').length,
        descriptions: document.head.querySelectorAll('meta[name="description"]').length,
        canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
        ogTitles: document.head.querySelectorAll('meta[property="og:title"]').length,
        rendered: document.head.querySelectorAll('[data-rendered]').length,
      }));
    await expect.poll(head).toEqual({ titles: 1, descriptions: 1, canonicals: 1, ogTitles: 1, rendered: 0 });
    await expect(page).toHaveTitle(`${post.title} | Live Fully`);
    expect(calls).toEqual([]);
    // The element the first paint waits for is on the page (or the wait would last the whole document).
    const expected = await page.locator('head link[rel="expect"]').getAttribute('href');
    await expect(page.locator(expected!)).toHaveCount(1);
    expect(await shifts()).toBe(0);
    // The body is the server's markup, kept: not rendered again in the browser.
    expect(
      await page.evaluate(() => (document.querySelector('main .prose p') as unknown as { fromServer?: boolean } | null)?.fromServer),
    ).toBe(true);
  });

  test('a rendered search hydrates with its results and searches nothing again: nothing moves', async ({ page, request }) => {
    const { post, word } = await searchWordFor(request);
    const searches: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/search') searches.push(new URL(req.url()).searchParams.get('q') ?? '');
    });
    const shifts = await countShifts(page);
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: post.title, exact: true })).toBeVisible();
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(searches).toEqual([]);
    expect(await shifts()).toBe(0);
  });

  test('a short page keeps its footer still while the consent banner appears', async ({ page }) => {
    const shifts = await countShifts(page);
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('region', { name: 'Analytics cookies' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toBe(0);
  });
});
