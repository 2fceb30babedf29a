// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { address, found, renderSearchAt, result, stubSearch, topicRef } from '../testing/render-search';
import { prefetch } from './search-page';

vi.mock('../features/search/utils/reload-page', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('../features/search/utils/reload-page');

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const box = () => screen.getByRole('searchbox', { name: 'Search articles, guides and topics' }) as HTMLInputElement;

describe('SearchPage form', () => {
  it('fills the labelled search box from the address', async () => {
    stubSearch(() => found({ total: 0, results: [] }));
    renderSearchAt('/search?q=slow%20travel');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(box().value).toBe('slow travel');
    await screen.findByText('0 result(s) found');
  });

  it('navigates to /search?q= with the trimmed term', async () => {
    const fetchMock = stubSearch(() => found({ total: 0, results: [] }));
    renderSearchAt('/search');
    fireEvent.change(box(), { target: { value: '  yoga at home ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(address()).toBe('/search?q=yoga%20at%20home'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/search?q=yoga%20at%20home', expect.anything()));
  });

  it('puts the address a plain form sent (the term as typed) in its trimmed form, searching once', async () => {
    const fetchMock = stubSearch(() => found({ total: 0, results: [] }));
    renderSearchAt('/search?q=++night+sky++');
    await waitFor(() => expect(address()).toBe('/search?q=night%20sky'));
    await screen.findByText('0 result(s) found');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/search?q=night%20sky']);
  });

  it('does not navigate nor search for a blank term', async () => {
    const fetchMock = stubSearch(() => found({ total: 0, results: [] }));
    renderSearchAt('/search');
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(address()).toBe('/search');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('SearchPage states', () => {
  it('without a term invites a search and links the listings, without calling the API', () => {
    const fetchMock = stubSearch(() => found({ total: 0, results: [] }));
    renderSearchAt('/search');
    expect(screen.getByRole('heading', { name: 'Start your search' })).toBeTruthy();
    const links = within(screen.getByRole('list', { name: 'Browse content' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/blog', '/guides', '/topics']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe('Search | Live Fully');
  });

  it('shows 3 skeleton cards while the search runs', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    stubSearch(() => new Promise((resolve) => (answer = resolve)));
    renderSearchAt('/search?q=wellness');
    expect(screen.getAllByTestId('search-skeleton')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Search results for "wellness"' })).toBeTruthy();
    await act(async () => answer(found({ total: 0, results: [] })));
    // The answer is checked against the schema, which loads on the first search: wait for it.
    await waitFor(() => expect(screen.queryAllByTestId('search-skeleton')).toHaveLength(0));
  });

  it('shows each result with its badge, title link, excerpt, category, date, topic chips and Read more', async () => {
    stubSearch(() =>
      found({
        total: 3,
        results: [
          result({ topics: [1, 2, 3, 4, 5].map(topicRef) }),
          result({
            type: 'guide',
            id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f61',
            slug: 'wellness-guide',
            title: 'The Wellness Guide',
            categoryName: 'Wellness',
            publishedAt: null,
          }),
          result({
            type: 'topic',
            id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f62',
            slug: 'foodie',
            title: 'Foodie',
            excerpt: 'Food adventures.',
            categoryName: null,
            publishedAt: null,
          }),
        ],
      }),
    );
    renderSearchAt('/search?q=%20slow%20');
    await screen.findByText('3 result(s) found');
    expect(screen.getByRole('heading', { level: 2, name: 'Search results for "slow"' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Search results for "slow"3 result(s) found');
    expect(document.title).toBe('Search results for "slow" | Live Fully');

    const items = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('article');
    expect(items).toHaveLength(3);
    const [article, guide, topic] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(article).getByText('Article')).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'The Art of Slow Mornings' }).getAttribute('href')).toBe('/blog/slow-mornings');
    expect(within(article).getByText('Ten unhurried minutes changed my day.')).toBeTruthy();
    expect(within(article).getByText('in Wellness')).toBeTruthy();
    expect(within(article).getByText('Jan 5, 2025')).toBeTruthy();
    const chips = within(within(article).getByRole('list', { name: 'Topics' })).getAllByRole('link');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('href')])).toEqual([
      ['Topic 1', '/topics/topic-1'],
      ['Topic 2', '/topics/topic-2'],
      ['Topic 3', '/topics/topic-3'],
    ]);
    expect(within(article).getByText('+2 more topics')).toBeTruthy();
    expect(
      within(article)
        .getByRole('link', { name: /^Read more/ })
        .getAttribute('href'),
    ).toBe('/blog/slow-mornings');

    expect(within(guide).getByText('Guide')).toBeTruthy();
    expect(
      within(guide)
        .getByRole('link', { name: /^Read more/ })
        .getAttribute('href'),
    ).toBe('/guide/wellness-guide');
    expect(within(guide).queryByRole('list', { name: 'Topics' })).toBeNull();
    expect(within(topic).getByText('Topic')).toBeTruthy();
    expect(within(topic).getByRole('link', { name: 'Foodie' }).getAttribute('href')).toBe('/topics/foodie');
    expect(within(topic).queryByText(/^in /)).toBeNull();
    expect(within(topic).queryByRole('time' as never)).toBeNull();
  });

  it('draws a result as the site’s article card: its image, and one meta line of date, author and read time', async () => {
    stubSearch(() =>
      found({
        total: 2,
        results: [
          result({
            imagePath: '/images/tea.jpg',
            imageAlt: 'A cup of tea beside an open notebook',
            authorName: 'Ana Ruiz',
            authorSlug: 'ana-ruiz',
            readTime: 5,
          }),
          // Indexed before results carried their card's fields.
          result({ id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f61', slug: 'older', title: 'An Older Post' }),
        ],
      }),
    );
    renderSearchAt('/search?q=slow');
    await screen.findByText('2 result(s) found');
    const [card, older] = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
    ];

    expect(within(card).getByRole('img', { name: 'A cup of tea beside an open notebook' }).getAttribute('src')).toBe('/images/tea.jpg');
    expect([...card.querySelectorAll('.meta-line li')].map((item) => item.textContent)).toEqual([
      'Last updated: Jan 5, 2025',
      'By Ana Ruiz',
      '5 min read',
    ]);
    expect(within(card).getByRole('link', { name: 'Ana Ruiz' }).getAttribute('href')).toBe('/authors/ana-ruiz');

    // The same parts, the picture a neutral block, the meta line what the result has.
    expect(within(older).queryByRole('img')).toBeNull();
    expect(older.querySelector('.content-card__image--none')?.getAttribute('aria-hidden')).toBe('true');
    expect([...older.querySelectorAll('.meta-line li')].map((item) => item.textContent)).toEqual(['Last updated: Jan 5, 2025']);
  });

  it('says so when nothing matches, and offers the listings', async () => {
    stubSearch(() => found({ total: 0, results: [] }));
    renderSearchAt('/search?q=xylophone');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms or browse our content:')).toBeTruthy();
    expect(screen.getByText('0 result(s) found')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Browse content' })).getAllByRole('link')).toHaveLength(3);
  });

  it("shows 'Search Error' for a failed search, and Try Again reloads the page", async () => {
    stubSearch(() => ({ status: 500, body: { success: false, message: 'Internal error', code: 'COMMON.INTERNAL' } }));
    renderSearchAt('/search?q=wellness');
    expect(await screen.findByRole('heading', { name: 'Search Error' })).toBeTruthy();
    expect(screen.getByText('We encountered an error while searching. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('SearchPage follows the address', () => {
  it('searches again when the address changes outside the router, within about 100 ms', async () => {
    const fetchMock = stubSearch((term) =>
      found({ total: term === 'kayak' ? 1 : 0, results: term === 'kayak' ? [result({ title: 'Kayak Trips' })] : [] }),
    );
    renderSearchAt('/search?q=canoe');
    await screen.findByText('0 result(s) found');
    act(() => window.history.pushState(null, '', '/search?q=kayak'));
    expect(await screen.findByRole('link', { name: 'Kayak Trips' }, { timeout: 1_000 })).toBeTruthy();
    expect(box().value).toBe('kayak');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/search?q=canoe', '/api/search?q=kayak']);
  });

  it('follows back and forward (popstate)', async () => {
    stubSearch((term) => found({ total: term.length, results: [] }));
    renderSearchAt('/search?q=abc');
    await screen.findByText('3 result(s) found');
    fireEvent.change(box(), { target: { value: 'abcdef' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('6 result(s) found');
    act(() => window.history.back());
    expect(await screen.findByText('3 result(s) found')).toBeTruthy();
    expect(box().value).toBe('abc');
  });
});

describe('SearchPage rendered by the server', () => {
  it("prefetches the address's trimmed term, and nothing without one", async () => {
    const fetchMock = stubSearch(() => found({ total: 1, results: [result()] }));
    const queryClient = new QueryClient();
    await prefetch({ params: {}, searchParams: new URLSearchParams('q=++slow+travel+'), queryClient });
    await prefetch({ params: {}, searchParams: new URLSearchParams(''), queryClient });
    await prefetch({ params: {}, searchParams: new URLSearchParams('q=+++'), queryClient });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/search?q=slow%20travel']);
  });

  it('hydrates showing the answer it was rendered with, searching nothing again', async () => {
    const fetchMock = stubSearch(() => found({ total: 1, results: [result()] }));
    const queryClient = new QueryClient();
    await prefetch({ params: {}, searchParams: new URLSearchParams('q=slow'), queryClient });
    fetchMock.mockClear();
    renderSearchAt('/search?q=slow', queryClient);
    expect(screen.getByText('1 result(s) found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The Art of Slow Mornings' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
