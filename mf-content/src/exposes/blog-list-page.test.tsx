// @vitest-environment jsdom
import type { BlogPostSummary, PostCategory, PostSummariesPage } from '@livefully/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi, summary, testId, type Reply } from '../testing/render-page';
import { createQueryClient } from '@livefully/web-kit';
import BlogListPage, { prefetch } from './blog-list-page';

/** The list asks the server for 9 summaries at a time, with the filters as query parameters. */
const PAGE = '/api/blog-posts?view=summary&limit=9';
const SECOND_PAGE = `${PAGE}&cursor=page-2`;
const CATEGORIES = '/api/categories';

const TEA = summary({ tags: ['morning routine'] });
const HIKES = summary({
  id: testId(102),
  slug: 'weekend-hikes',
  title: 'Weekend Hikes',
  excerpt: 'Trails close to town.',
  category: 'Career',
});
const POSTS = [TEA, HIKES];
const page = (posts: BlogPostSummary[], nextCursor: string | null = null): Reply => ({
  status: 200,
  body: { success: true, data: { posts, nextCursor } satisfies PostSummariesPage },
});
const categories = (...names: string[]): Reply => ({
  status: 200,
  body: {
    success: true,
    data: names.map((name) => ({
      name,
      slug: name.toLowerCase().replaceAll(' & ', '-').replaceAll(' ', '-'),
      postCount: 1,
    })) satisfies PostCategory[],
  },
});
const many = (from: number, count: number, category = 'Wellness') =>
  Array.from({ length: count }, (_, i) =>
    summary({ id: testId(100 + from + i), slug: `post-${from + i}`, title: `Post number ${from + i}`, category }),
  );
const down: Reply = { status: 503, body: { success: false, message: 'down', code: 'COMMON.SERVICE_UNAVAILABLE' } };
const categorySelect = () => screen.getByRole('combobox', { name: 'Filter by category' });

/** Opens the category Select, whose code loads on that first press, and waits for its options. */
async function openOptions() {
  fireEvent.keyDown(categorySelect(), { key: 'Enter' });
  await screen.findAllByRole('option');
}
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

const statusText = () => document.querySelector('[aria-live="polite"].blog-status')?.textContent;
/** The grid of cards (each card's meta line is a list of its own). */
const postGrid = () => screen.getAllByRole('list').find((list) => list.classList.contains('post-grid'))!;
const asked = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([input]) => String(input));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BlogListPage', () => {
  it('shows the heading, a spinner, then one card per article and the count', async () => {
    const fetchMock = stubApi({ [PAGE]: page(POSTS), [CATEGORIES]: categories('Career', 'Wellness') });
    renderPage('/blog', '/blog', <BlogListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeTruthy();
    expect(
      screen.getByText('Fresh takes on how to live fully, make memories, and prioritize what really matters, every day.'),
    ).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('img', { name: 'A cup of tea beside an open notebook' }).getAttribute('src')).toBe('/images/tea.jpg');
    expect(first.getByText('Wellness').getAttribute('data-accent-color')).toBe('green');
    const link = first.getByRole('link', { name: 'The Art of Slow Mornings' });
    expect(link.getAttribute('href')).toBe('/blog/slow-mornings');
    expect(link.parentElement?.className).toContain('clamp-2');
    expect(first.getByText('Ten unhurried minutes changed my day.').className).toContain('clamp-3');
    // One meta line: date, author (linked to their page), read time.
    expect([...cards[0]!.querySelectorAll('.meta-line li')].map((item) => item.textContent)).toEqual([
      'Last updated: Jan 5, 2025',
      'By Ana Ruiz',
      '5 min read',
    ]);
    expect(first.getByRole('link', { name: 'Ana Ruiz' }).getAttribute('href')).toBe('/authors/ana-ruiz');
    expect(
      within(cards[1] as HTMLElement)
        .getByText('Career')
        .getAttribute('data-accent-color'),
    ).toBe('orange');
    expect(statusText()).toBe('Showing 2 articles');
    expect(fetchMock).toHaveBeenCalledWith(PAGE, expect.anything());
    expect(asked(fetchMock)).not.toContain('/api/blog-posts');
  });

  it('shows an error with a retry instead of spinning forever', async () => {
    let reply = down;
    stubApi({ [PAGE]: () => reply, [CATEGORIES]: categories() });
    renderPage('/blog', '/blog', <BlogListPage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('status')).toBeNull();

    reply = page(POSTS);
    fireEvent.click(retry);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('says so when there are no articles', async () => {
    stubApi({ [PAGE]: page([]), [CATEGORIES]: categories() });
    renderPage('/blog', '/blog', <BlogListPage />);
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or browse all categories.')).toBeTruthy();
    expect(statusText()).toBe('Showing 0 articles');
  });

  it('offers every category the server lists, not only those of the loaded articles', async () => {
    stubApi({ [PAGE]: page([TEA]), [CATEGORIES]: categories('Career', 'Food & Dining', 'Wellness') });
    renderPage('/blog', '/blog', <BlogListPage />);
    await screen.findAllByRole('article');
    await openOptions();
    await waitFor(() => expect(optionNames()).toEqual(['All Categories', 'Career', 'Food & Dining', 'Wellness']));
  });

  it('asks the server for the search text once typing pauses, and Clear Filters resets both filters', async () => {
    const fetchMock = stubApi({
      [PAGE]: page(POSTS),
      [`${PAGE}&q=ROUTINE`]: page([TEA]),
      [`${PAGE}&q=ROUTINE&category=Career`]: page([]),
      [CATEGORIES]: categories('Career', 'Wellness'),
    });
    renderPage('/blog', '/blog', <BlogListPage />);
    await screen.findAllByRole('article');

    const search = screen.getByRole('searchbox', { name: 'Search articles in the blog' });
    expect(search.getAttribute('placeholder')).toBe('Search articles...');
    for (const typed of ['R', 'RO', 'ROUT', 'ROUTINE ']) fireEvent.change(search, { target: { value: typed } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(statusText()).toBe('Showing 1 articles for "ROUTINE"');
    expect(asked(fetchMock).filter((url) => url.startsWith(`${PAGE}&q=`))).toEqual([`${PAGE}&q=ROUTINE`]);

    await openOptions();
    await waitFor(() => expect(optionNames()).toEqual(['All Categories', 'Career', 'Wellness']));
    fireEvent.click(screen.getAllByRole('option').find((option) => option.textContent === 'Career') as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeTruthy();
    expect(statusText()).toBe('Showing 0 articles for "ROUTINE" in Career');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect((search as HTMLInputElement).value).toBe('');
    expect(categorySelect().textContent).toBe('All Categories');
    expect(statusText()).toBe('Showing 2 articles');
  });

  it('keeps the shown cards and their status line while the next filter loads', async () => {
    let answer: (reply: Reply) => void = () => {};
    const pending = new Promise<Reply>((resolve) => (answer = resolve));
    stubApi({ [PAGE]: page(POSTS), [`${PAGE}&q=hikes`]: () => pending, [CATEGORIES]: categories() });
    renderPage('/blog', '/blog', <BlogListPage />);
    await screen.findAllByRole('article');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles in the blog' }), { target: { value: 'hikes' } });
    await waitFor(() => expect(postGrid().getAttribute('aria-busy')).toBe('true'));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(statusText()).toBe('Showing 2 articles');
    expect(screen.queryByRole('status')).toBeNull();

    answer(page([HIKES]));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(statusText()).toBe('Showing 1 articles for "hikes"');
    expect(postGrid().getAttribute('aria-busy')).toBe('false');
  });

  it('pre-selects the category of ?category= and asks for its articles only', async () => {
    const fetchMock = stubApi({ [`${PAGE}&category=Career`]: page([HIKES]), [CATEGORIES]: categories('Career', 'Wellness') });
    renderPage('/blog?category=Career', '/blog', <BlogListPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Filter by category' }).textContent).toBe('Career');
    expect(statusText()).toBe('Showing 1 articles in Career');
    expect(asked(fetchMock)).not.toContain(PAGE);
  });

  it('loads the next page on Load More and moves focus to the first new article', async () => {
    stubApi({ [PAGE]: page(many(1, 9), 'page-2'), [SECOND_PAGE]: page(many(10, 2)), [CATEGORIES]: categories('Wellness') });
    renderPage('/blog', '/blog', <BlogListPage />);
    expect(await screen.findAllByRole('article')).toHaveLength(9);

    fireEvent.click(screen.getByRole('button', { name: 'Load More Articles' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(11));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Post number 10'));
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
    expect(statusText()).toBe('Showing 11 articles');
  });

  it('pages through the matches of a filter with the cursor of its own pages', async () => {
    const filtered = `${PAGE}&category=Career`;
    const fetchMock = stubApi({
      [filtered]: page(many(1, 9, 'Career'), 'page-2'),
      [`${PAGE}&cursor=page-2&category=Career`]: page(many(10, 1, 'Career')),
      [CATEGORIES]: categories('Career'),
    });
    renderPage('/blog?category=Career', '/blog', <BlogListPage />);
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    fireEvent.click(screen.getByRole('button', { name: 'Load More Articles' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(statusText()).toBe('Showing 10 articles in Career');
    expect(asked(fetchMock)).not.toContain(SECOND_PAGE);
  });

  it('has no Load More under 9 shown articles or without a next page', async () => {
    stubApi({ [PAGE]: page(many(1, 9)), [CATEGORIES]: categories('Wellness') });
    renderPage('/blog', '/blog', <BlogListPage />);
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
  });

  it("shows the address's search and pages: ?q= in the box, ?page=2 as two pages read in turn", async () => {
    const search = `${PAGE}&q=post`;
    stubApi({
      [search]: page(many(1, 9), 'page-2'),
      [`${PAGE}&cursor=page-2&q=post`]: page(many(10, 2)),
      [CATEGORIES]: categories('Wellness'),
    });
    renderPage('/blog?q=post&page=2', '/blog', <BlogListPage />);
    expect((screen.getByRole('searchbox', { name: 'Search articles in the blog' }) as HTMLInputElement).value).toBe('post');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(11));
    expect(statusText()).toBe('Showing 11 articles for "post"');
  });
});

describe('BlogListPage prefetch', () => {
  it('reads the category, the trimmed search and the page count of the address, bounded', async () => {
    const fetchMock = stubApi({
      [`${PAGE}&q=tea&category=Wellness`]: page(many(1, 9), 'page-2'),
      [`${PAGE}&cursor=page-2&q=tea&category=Wellness`]: page(many(10, 9), 'page-3'),
      [`${PAGE}&cursor=page-3&q=tea&category=Wellness`]: page(many(19, 1)),
      [CATEGORIES]: categories('Wellness'),
    });
    const searchParams = new URLSearchParams({ category: 'Wellness', q: ' tea ', page: '80' });
    await prefetch({ params: {}, searchParams, queryClient: createQueryClient() });
    // Page 80 is read as the bound; the list ends after its third page.
    expect(asked(fetchMock).filter((url) => url.startsWith(PAGE))).toHaveLength(3);
  });
});
