import { type Page, type Route } from '@playwright/test';
import { expect, test as base } from '../support/test.js';
import { expectAccessible } from '../support/axe.js';
import { untilHydrated, holdBackRemote, holdBackShell, openHydrated, openInApp } from '../support/navigate.js';

/** Every test also fails on an uncaught error in the page. */
const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

type Result = {
  type: string;
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  categoryName: string | null;
  publishedAt: string | null;
  topics: { id: string; slug: string; name: string }[];
};

const isSearchApi = (url: URL) => url.pathname === '/api/search';
const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: 'Search articles, guides and topics' });

async function searchApi(page: Page, q: string): Promise<{ total: number; results: Result[] }> {
  return (
    (await (await page.request.get(`/api/search?q=${encodeURIComponent(q)}`)).json()) as { data: { total: number; results: Result[] } }
  ).data;
}

const topic = (n: number) => ({ id: `6a1f0c2e-0000-4000-8000-00000000000${n}`, slug: `topic-${n}`, name: `Topic ${n}` });

test.describe('search page (/search)', () => {
  test('without a term: Start your search, with links to browse articles, guides and topics', async ({ page }) => {
    let called = false;
    await page.route(isSearchApi, (route) => ((called = true), route.continue()));
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page).toHaveTitle('Search | Live Fully');
    await expect(main(page).getByRole('heading', { name: 'Start your search' })).toBeVisible();
    const browse = main(page).getByRole('list', { name: 'Browse content' }).getByRole('link');
    await expect(browse).toHaveCount(3);
    expect(await browse.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/blog', '/guides', '/topics']);
    expect(called).toBe(false);
    await expectAccessible(page);
  });

  test('shows the seeded content found for a term, with counts, badges and links by type', async ({ page }) => {
    const expected = await searchApi(page, 'wellness');
    expect(expected.total).toBeGreaterThan(0);
    await page.goto('/search?q=wellness');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Search results for "wellness"' })).toBeVisible();
    await expect(main(page).getByText(`${expected.total} result(s) found`, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Search results for "wellness" | Live Fully');
    const cards = main(page).getByRole('list', { name: 'Search results' }).getByRole('article');
    await expect(cards).toHaveCount(expected.results.length);
    const first = expected.results[0]!;
    const path = { blog_post: '/blog/', guide: '/guide/', topic: '/topics/' }[first.type as 'blog_post'] + first.slug;
    await expect(cards.first().getByRole('link', { name: first.title, exact: true })).toHaveAttribute('href', path);
    await expectAccessible(page);

    await cards
      .first()
      .getByRole('link', { name: /^Read more/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });

  test('links each type to its page and reads Article, Guide, Topic or Content', async ({ page }) => {
    const results: Result[] = [
      {
        type: 'blog_post',
        id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
        slug: 'a-post',
        title: 'A Post',
        excerpt: 'About a post.',
        categoryName: 'Wellness',
        publishedAt: '2025-01-05T09:00:00.000Z',
        topics: [1, 2, 3, 4, 5].map(topic),
      },
      {
        type: 'guide',
        id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f61',
        slug: 'a-guide',
        title: 'A Guide',
        excerpt: 'About a guide.',
        categoryName: 'Adventure',
        publishedAt: null,
        topics: [],
      },
      {
        type: 'topic',
        id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f62',
        slug: 'a-topic',
        title: 'A Topic',
        excerpt: 'About a topic.',
        categoryName: null,
        publishedAt: null,
        topics: [],
      },
    ];
    await page.route(isSearchApi, (route) => route.fulfill({ json: { success: true, data: { total: 3, results } } }));
    // In the app: a search address loaded from its URL arrives with the server's results.
    await openInApp(page, '/search?q=anything');
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(3);
    const [post, guide, topicCard] = [cards.nth(0), cards.nth(1), cards.nth(2)];
    await expect(post.getByText('Article', { exact: true })).toBeVisible();
    await expect(post.getByText('in Wellness')).toBeVisible();
    await expect(post.getByText('Jan 5, 2025')).toBeVisible();
    await expect(post.getByRole('link', { name: 'A Post', exact: true })).toHaveAttribute('href', '/blog/a-post');
    const chips = post.getByRole('list', { name: 'Topics' }).getByRole('link');
    await expect(chips).toHaveText(['Topic 1', 'Topic 2', 'Topic 3']);
    await expect(chips.first()).toHaveAttribute('href', '/topics/topic-1');
    await expect(post.getByText('+2 more topics')).toBeVisible();
    await expect(guide.getByText('Guide', { exact: true })).toBeVisible();
    await expect(guide.getByRole('link', { name: /^Read more/ })).toHaveAttribute('href', '/guide/a-guide');
    await expect(topicCard.getByText('Topic', { exact: true })).toBeVisible();
    await expect(topicCard.getByRole('link', { name: 'A Topic', exact: true })).toHaveAttribute('href', '/topics/a-topic');
    await expect(topicCard.getByText(/^in /)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('shows 3 skeleton cards while the search runs', async ({ page }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(isSearchApi, async (route: Route) => {
      await released;
      await route.continue();
    });
    await openInApp(page, '/search?q=wellness');
    await expect(main(page).getByTestId('search-skeleton')).toHaveCount(3);
    await expectAccessible(page);
    release();
    await expect(main(page).getByTestId('search-skeleton')).toHaveCount(0);
    await expect(main(page).getByText(/^\d+ result\(s\) found$/)).toBeVisible();
  });

  test('says No results found for a term nobody wrote, with the browse links', async ({ page }) => {
    await page.goto('/search?q=xylophonist');
    await expect(main(page).getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(main(page).getByText('Try adjusting your search terms or browse our content:')).toBeVisible();
    await expect(main(page).getByText('0 result(s) found', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Browse content' }).getByRole('link')).toHaveCount(3);
    await expectAccessible(page);
  });

  test('shows Search Error for a failed search; Try Again reloads the page', async ({ page }) => {
    let failing = true;
    await page.route(isSearchApi, (route) =>
      failing
        ? route.fulfill({ status: 500, json: { success: false, message: 'Internal error', code: 'COMMON.INTERNAL' } })
        : route.continue(),
    );
    await openInApp(page, '/search?q=wellness');
    await expect(main(page).getByRole('heading', { name: 'Search Error' })).toBeVisible();
    await expect(main(page).getByText('We encountered an error while searching. Please try again.')).toBeVisible();
    await expectAccessible(page);
    failing = false;
    const reloaded = page.waitForEvent('load');
    await main(page).getByRole('button', { name: 'Try Again' }).click();
    await reloaded;
    await expect(main(page).getByText(/^\d+ result\(s\) found$/)).toBeVisible();
  });

  test("the page's own form searches the trimmed term, and a blank one does nothing", async ({ page }) => {
    // Alive: the search in place is the island's (before it, the plain form does the same by the server's 302).
    await openHydrated(page, '/search');
    await searchBox(page).fill('   ');
    await main(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await searchBox(page).fill('  guide ');
    await main(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=guide$/);
    await expect(main(page).getByRole('heading', { name: 'Search results for "guide"' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Search' })).toBeFocused();
    // Searching again from the box keeps the focus there: the form is not rebuilt under the visitor.
    await searchBox(page).fill('topics');
    await searchBox(page).press('Enter');
    await expect(main(page).getByRole('heading', { name: 'Search results for "topics"' })).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
  });

  test('the header search goes to /search?q=<trimmed term> and the page searches it; blank does nothing', async ({ page }) => {
    await page.goto('/blog');
    const header = page.getByRole('banner').getByRole('searchbox');
    await header.fill('   ');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await header.fill('  stargazing  ');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=stargazing$/);
    await expect(main(page).getByRole('heading', { name: 'Search results for "stargazing"' })).toBeVisible();
    await expect(main(page).getByText(/^\d+ result\(s\) found$/)).toBeVisible();
  });

  test('the header search works before the page is alive: a blank term stays put, a term lands on its trimmed address', async ({
    page,
  }) => {
    // The page's code arrives late: the reader searches from the server's header meanwhile.
    await holdBackRemote(page, 'mf-content', 3_000);
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    const header = page.getByRole('banner').getByRole('searchbox');
    await header.fill('   ');
    // The browser's own check stops the blank term (the plain form would go to /search).
    expect(await header.evaluate((input) => (input as HTMLInputElement).form!.checkValidity())).toBe(false);
    await header.press('Enter');
    await untilHydrated(page);
    await expect(page).toHaveURL(/\/blog$/);
    // Again before the page is alive (routing keeps the browser's cache out of the way).
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await header.fill('  stargazing  ');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=stargazing$/);
    await expect(main(page).getByRole('heading', { name: 'Search results for "stargazing"' })).toBeVisible();
  });

  test('a header search sent while no script of the site runs is redirected by the server to its trimmed address, with its results', async ({
    page,
  }) => {
    const release = await holdBackShell(page);
    const documents: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'document') documents.push(`${response.status()} ${url.pathname}${url.search}`);
    });
    // The shell's script is deferred: the document's DOMContentLoaded waits for it.
    await page.goto('/blog', { waitUntil: 'commit' });
    const header = page.getByRole('banner').getByRole('searchbox');
    await header.fill('  stargazing  ');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=stargazing$/);
    expect(documents).toContain('302 /search?q=++stargazing++');
    // The server's page, before any script: the term's results are in it.
    await expect(main(page).getByRole('heading', { name: 'Search results for "stargazing"' })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Search results' }).getByRole('article').first()).toBeVisible();
    release();
    await untilHydrated(page);
    await expect(page).toHaveURL(/\/search\?q=stargazing$/);
  });

  test('alive, a search changes the address, the title and the results in place, kept out of search engines; back returns', async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await page.goto('/search');
    await untilHydrated(page);
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    await searchBox(page).fill('  wellness ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=wellness$/);
    await expect(main(page).getByText(/^\d+ result\(s\) found$/)).toBeVisible();
    await expect(page).toHaveTitle('Search results for "wellness" | Live Fully');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect(main(page).getByRole('heading', { name: 'Start your search' })).toBeVisible();
    await expect(page).toHaveTitle('Search | Live Fully');
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    // One document: every search after it ran in the page.
    expect(documents).toEqual(['/search']);
  });

  test('a second search asked for while one is in flight is not sent; the latest term is searched once the answer is in', async ({
    page,
  }) => {
    await page.goto('/search');
    await untilHydrated(page);
    const queries: string[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(isSearchApi, async (route) => {
      queries.push(new URL(route.request().url()).searchParams.get('q') ?? '');
      await released;
      await route.continue();
    });
    await searchBox(page).fill('wellness');
    await searchBox(page).press('Enter');
    await expect(main(page).getByTestId('search-skeleton')).toHaveCount(3);
    await searchBox(page).fill('adventure');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=adventure$/);
    // Still the first search, in flight: the second waits for its answer.
    await expect(main(page).getByRole('heading', { name: 'Search results for "wellness"' })).toBeVisible();
    await expect(main(page).getByTestId('search-skeleton')).toHaveCount(3);
    expect(queries).toEqual(['wellness']);
    release();
    await expect(main(page).getByRole('heading', { name: 'Search results for "adventure"' })).toBeVisible();
    await expect(main(page).getByTestId('search-skeleton')).toHaveCount(0);
    expect(queries).toEqual(['wellness', 'adventure']);
  });

  test.describe('before the page is alive (its code held back, the CPU slowed 4x)', () => {
    test.beforeEach(async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await holdBackRemote(page, 'mf-search', 3_000);
    });

    const searchIsland = (page: Page) => page.locator('lf-island[data-island="mf_search/Search"]');

    test('text typed in the search box is kept once alive, and then searched in place', async ({ page }) => {
      await page.goto('/search?q=wellness', { waitUntil: 'domcontentloaded' });
      await expect(searchBox(page)).toHaveValue('wellness');
      await expect(searchIsland(page), 'the search came alive before the test typed').not.toHaveAttribute('data-alive');
      await searchBox(page).fill('  adventure ');
      await untilHydrated(page);
      await expect(searchIsland(page)).toHaveAttribute('data-alive');
      await expect(searchBox(page)).toHaveValue('  adventure ');
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=adventure$/);
      await expect(main(page).getByRole('heading', { name: 'Search results for "adventure"' })).toBeVisible();
    });

    test('a search submitted lands on its trimmed address, with its results', async ({ page }) => {
      await page.goto('/search', { waitUntil: 'domcontentloaded' });
      await expect(searchIsland(page), 'the search came alive before the test searched').not.toHaveAttribute('data-alive');
      await searchBox(page).fill('  travel  ');
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=travel$/);
      await expect(main(page).getByRole('heading', { name: 'Search results for "travel"' })).toBeVisible();
      await expect(main(page).getByRole('list', { name: 'Search results' }).getByRole('article').first()).toBeVisible();
      await untilHydrated(page);
      await expect(page).toHaveURL(/\/search\?q=travel$/);
      await expect(searchBox(page)).toHaveValue('travel');
    });
  });

  test('follows the address on back and forward', async ({ page }) => {
    const queries: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isSearchApi(url)) queries.push(url.searchParams.get('q') ?? '');
    });
    await openHydrated(page, '/search?q=wellness');
    await expect(main(page).getByRole('heading', { name: 'Search results for "wellness"' })).toBeVisible();
    await searchBox(page).fill('adventure');
    await searchBox(page).press('Enter');
    await expect(main(page).getByRole('heading', { name: 'Search results for "adventure"' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/q=wellness$/);
    await expect(main(page).getByRole('heading', { name: 'Search results for "wellness"' })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('wellness');
    await page.goForward();
    await expect(main(page).getByRole('heading', { name: 'Search results for "adventure"' })).toBeVisible();
    await expect(main(page).getByText(/^\d+ result\(s\) found$/)).toBeVisible();
    // The first term's results came with the page from the server; each later one is searched.
    expect(queries).toEqual(['adventure', 'wellness', 'adventure']);
  });

  test('follows an address changed outside the router (docs/requirements.md#r-search-address)', async ({ page }) => {
    await openHydrated(page, '/search?q=wellness');
    await expect(main(page).getByText(/^\d+ result\(s\) found$/)).toBeVisible();
    // No event tells the page of this change: only its own re-reading of the address finds it.
    await page.evaluate(() => window.history.pushState(null, '', '/search?q=adventure'));
    await expect(main(page).getByRole('heading', { name: 'Search results for "adventure"' })).toBeVisible();
  });
});
