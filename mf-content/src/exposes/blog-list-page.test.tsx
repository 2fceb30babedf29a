// @vitest-environment jsdom
import type { BlogPost, PostsPage } from '@livefully/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post, renderPage, stubApi, testId, type Reply } from '../testing/render-page';
import BlogListPage from './blog-list-page';

const FIRST_PAGE = '/api/blog-posts?limit=9';
const SECOND_PAGE = '/api/blog-posts?limit=9&cursor=page-2';

const POSTS = [
  post({ tags: ['morning routine'] }),
  post({ id: testId(102), slug: 'weekend-hikes', title: 'Weekend Hikes', excerpt: 'Trails close to town.', category: 'Career' }),
];
const page = (posts: BlogPost[], nextCursor: string | null = null): Reply => ({
  status: 200,
  body: { success: true, data: { posts, nextCursor } satisfies PostsPage },
});
const many = (from: number, count: number, category = 'Wellness') =>
  Array.from({ length: count }, (_, i) =>
    post({ id: testId(100 + from + i), slug: `post-${from + i}`, title: `Post number ${from + i}`, category }),
  );
const down: Reply = { status: 503, body: { success: false, message: 'down', code: 'COMMON.SERVICE_UNAVAILABLE' } };
/** Opens the category Select from the keyboard and returns its options. */
function openOptions(trigger: HTMLElement) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.getAllByRole('option');
}

const statusText = () => document.querySelector('[aria-live="polite"].blog-status')?.textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BlogListPage', () => {
  it('shows the heading, a spinner, then one card per article and the count', async () => {
    const fetchMock = stubApi({ [FIRST_PAGE]: page(POSTS) });
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
    expect(cards[0]?.textContent).toContain('Last updated: Jan 5, 2025');
    expect(
      within(cards[1] as HTMLElement)
        .getByText('Career')
        .getAttribute('data-accent-color'),
    ).toBe('orange');
    expect(statusText()).toBe('Showing 2 articles');
    expect(fetchMock).toHaveBeenCalledWith(FIRST_PAGE, expect.anything());
  });

  it('shows an error with a retry instead of spinning forever', async () => {
    let reply = down;
    stubApi({ [FIRST_PAGE]: () => reply });
    renderPage('/blog', '/blog', <BlogListPage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('status')).toBeNull();

    reply = page(POSTS);
    fireEvent.click(retry);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('says so when there are no articles', async () => {
    stubApi({ [FIRST_PAGE]: page([]) });
    renderPage('/blog', '/blog', <BlogListPage />);
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or browse all categories.')).toBeTruthy();
    expect(statusText()).toBe('Showing 0 articles');
  });

  it('filters by search text and category, and Clear Filters resets both', async () => {
    stubApi({ [FIRST_PAGE]: page(POSTS) });
    renderPage('/blog', '/blog', <BlogListPage />);
    await screen.findAllByRole('article');

    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    expect(search.getAttribute('placeholder')).toBe('Search articles...');
    const category = screen.getByRole('combobox', { name: 'Filter by category' });
    expect(openOptions(category).map((o) => o.textContent)).toEqual(['All Categories', 'Career', 'Wellness']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.change(search, { target: { value: 'ROUTINE' } });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(statusText()).toBe('Showing 1 articles for "ROUTINE"');

    fireEvent.click(openOptions(category).find((option) => option.textContent === 'Career') as HTMLElement);
    expect(statusText()).toBe('Showing 0 articles for "ROUTINE" in Career');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect((search as HTMLInputElement).value).toBe('');
    expect(category.textContent).toBe('All Categories');
    expect(statusText()).toBe('Showing 2 articles');
  });

  it('pre-selects the category of ?category=', async () => {
    stubApi({ [FIRST_PAGE]: page(POSTS) });
    renderPage('/blog?category=Career', '/blog', <BlogListPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Filter by category' }).textContent).toBe('Career');
    expect(statusText()).toBe('Showing 1 articles in Career');
  });

  it('loads the next page on Load More and moves focus to the first new article', async () => {
    stubApi({ [FIRST_PAGE]: page(many(1, 9), 'page-2'), [SECOND_PAGE]: page(many(10, 2)) });
    renderPage('/blog', '/blog', <BlogListPage />);
    expect(await screen.findAllByRole('article')).toHaveLength(9);

    fireEvent.click(screen.getByRole('button', { name: 'Load More Articles' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(11));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Post number 10'));
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
    expect(statusText()).toBe('Showing 11 articles');
  });

  it('has no Load More under 9 shown articles or without a next page', async () => {
    stubApi({ [FIRST_PAGE]: page(many(1, 9)) });
    renderPage('/blog', '/blog', <BlogListPage />);
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
  });

  it('reads further pages by itself while a filter shows fewer than 9 articles', async () => {
    const fetchMock = stubApi({
      [FIRST_PAGE]: page([...many(1, 8), ...many(9, 1, 'Career')], 'page-2'),
      [SECOND_PAGE]: page(many(10, 2, 'Career')),
    });
    renderPage('/blog?category=Career', '/blog', <BlogListPage />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(fetchMock).toHaveBeenCalledWith(SECOND_PAGE, expect.anything());
    expect(statusText()).toBe('Showing 3 articles in Career');
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
  });
});
