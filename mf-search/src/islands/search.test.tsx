// @vitest-environment jsdom
import { QUERY_STATE_ID } from '@livefully/web-kit';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchQueryOptions } from '../features/search/api/search-query';
import { SearchArea } from '../features/search/components/search-area';
import { address, found, result, stubSearch } from '../testing/render-search';
import SearchIsland from './search';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const wellness = found({ total: 1, results: [result({ title: 'Wellness at Home' })] }).body.data;

/**
 * A public page as the server sends it at `path`: the island's markup, rendered with the answer
 * the server searched, and that answer written into the page (`readsQueries`).
 */
function serverPage(path: string, term: string) {
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient();
  if (term) queryClient.setQueryData(searchQueryOptions(term).queryKey, wellness);
  const state = Object.assign(document.createElement('script'), { type: 'application/json', id: QUERY_STATE_ID });
  state.textContent = JSON.stringify(dehydrate(queryClient));
  const island = document.createElement('lf-island');
  island.innerHTML = renderToString(
    <QueryClientProvider client={queryClient}>
      <SearchArea term={term} />
    </QueryClientProvider>,
  );
  document.body.append(state, island);
  return island;
}

async function hydrateIsland(island: HTMLElement, term: string) {
  await act(async () => {
    root = hydrateRoot(island, <SearchIsland term={term} />);
  });
}

const box = () => screen.getByRole('searchbox', { name: 'Search articles, guides and topics' }) as HTMLInputElement;

async function search(term: string) {
  fireEvent.change(box(), { target: { value: term } });
  await act(async () => box().form!.requestSubmit());
}

describe('the search island on a public page (no router)', () => {
  it("hydrates the server's results from the page's queries, without a warning or a search", async () => {
    const fetchMock = stubSearch(() => found({ total: 0, results: [] }));
    const errors = vi.spyOn(console, 'error');
    const island = serverPage('/search?q=wellness', 'wellness');
    const rendered = island.textContent;
    await hydrateIsland(island, 'wellness');
    expect(island.textContent).toBe(rendered);
    expect(screen.getByRole('link', { name: 'Wellness at Home' })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches in place: the trimmed address gets its own history entry, the title and robots tag follow, back returns', async () => {
    const fetchMock = stubSearch((term) => found({ total: term.length, results: [] }));
    const island = serverPage('/search', '');
    await hydrateIsland(island, '');
    const entries = window.history.length;
    await search('  kayak trips ');
    expect(address()).toBe('/search?q=kayak%20trips');
    expect(window.history.length).toBe(entries + 1);
    expect(await screen.findByText('11 result(s) found')).toBeTruthy();
    expect(document.title).toBe('Search results for "kayak trips" | Live Fully');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');

    await act(async () => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Start your search' })).toBeTruthy();
    expect(box().value).toBe('');
    expect(document.title).toBe('Search | Live Fully');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/search?q=kayak%20trips']);
  });

  it('does nothing for a blank term', async () => {
    const fetchMock = stubSearch(() => found({ total: 0, results: [] }));
    const island = serverPage('/search?q=wellness', 'wellness');
    await hydrateIsland(island, 'wellness');
    const entries = window.history.length;
    await search('   ');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect([address(), window.history.length]).toEqual(['/search?q=wellness', entries]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searching the term it shows again adds no history entry', async () => {
    const fetchMock = stubSearch(() => found({ total: 0, results: [] }));
    const island = serverPage('/search?q=wellness', 'wellness');
    await hydrateIsland(island, 'wellness');
    const entries = window.history.length;
    await search(' wellness ');
    expect([address(), window.history.length]).toEqual(['/search?q=wellness', entries]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a term typed before it was alive', async () => {
    stubSearch(() => found({ total: 0, results: [] }));
    const island = serverPage('/search?q=wellness', 'wellness');
    island.querySelector('input')!.value = '  night sky ';
    await hydrateIsland(island, 'wellness');
    expect(box().value).toBe('  night sky ');
    await search(box().value);
    await waitFor(() => expect(address()).toBe('/search?q=night%20sky'));
  });
});
