// @vitest-environment jsdom
import type { SearchResponse } from '@livefully/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSearch } from './use-search';

afterEach(cleanup);

/** A search whose answers the test hands out one by one. */
function controlledSearch() {
  const pending: { term: string; resolve: (value: SearchResponse) => void; reject: (error: Error) => void }[] = [];
  const search = vi.fn((term: string) => new Promise<SearchResponse>((resolve, reject) => pending.push({ term, resolve, reject })));
  return { search, pending };
}

const answer = (total: number): SearchResponse => ({ total, results: [] });

describe('useSearch', () => {
  it('is idle without a term and sends nothing', () => {
    const { search } = controlledSearch();
    const { result } = renderHook(() => useSearch('', search));
    expect(result.current).toEqual({ status: 'idle' });
    expect(search).not.toHaveBeenCalled();
  });

  it('goes from loading to success with the answer', async () => {
    const { search, pending } = controlledSearch();
    const { result } = renderHook(() => useSearch('wellness', search));
    expect(result.current).toEqual({ status: 'loading', term: 'wellness' });
    await act(async () => pending[0]!.resolve(answer(2)));
    expect(result.current).toEqual({ status: 'success', term: 'wellness', data: answer(2) });
  });

  it('goes to error when the search fails', async () => {
    const { search, pending } = controlledSearch();
    const { result } = renderHook(() => useSearch('wellness', search));
    await act(async () => pending[0]!.reject(new Error('Search failed')));
    expect(result.current).toEqual({ status: 'error', term: 'wellness' });
  });

  it('ignores a second request while one is in flight', async () => {
    const { search, pending } = controlledSearch();
    const { rerender, result } = renderHook(({ term }) => useSearch(term, search), { initialProps: { term: 'wellness' } });
    rerender({ term: 'wellness' });
    rerender({ term: '' });
    rerender({ term: 'wellness' });
    expect(search).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]!.resolve(answer(1)));
    expect(search).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: 'success', term: 'wellness' });
  });

  it('sends no second request while one is in flight, and searches the latest term once the answer is in', async () => {
    const { search, pending } = controlledSearch();
    const { rerender, result } = renderHook(({ term }) => useSearch(term, search), { initialProps: { term: 'kay' } });
    rerender({ term: 'kaya' });
    rerender({ term: 'kayak' });
    expect(search.mock.calls.map(([term]) => term)).toEqual(['kay']);
    await act(async () => pending[0]!.resolve(answer(9)));
    expect(search.mock.calls.map(([term]) => term)).toEqual(['kay', 'kayak']);
    expect(result.current).toEqual({ status: 'loading', term: 'kayak' });
    await act(async () => pending[1]!.resolve(answer(1)));
    expect(result.current).toEqual({ status: 'success', term: 'kayak', data: answer(1) });
  });

  it('shows the answer it was handed for its term at once, searching nothing until the term changes', async () => {
    const { search, pending } = controlledSearch();
    const answered = { term: 'wellness', data: answer(3) };
    const { rerender, result } = renderHook(({ term }) => useSearch(term, search, answered), { initialProps: { term: 'wellness' } });
    expect(result.current).toEqual({ status: 'success', term: 'wellness', data: answer(3) });
    rerender({ term: 'wellness' });
    expect(search).not.toHaveBeenCalled();
    rerender({ term: 'yoga' });
    expect(search.mock.calls.map(([term]) => term)).toEqual(['yoga']);
    await act(async () => pending[0]!.resolve(answer(1)));
    // Back on the handed term later: a search of its own, the answer may be old by now.
    rerender({ term: 'wellness' });
    expect(search.mock.calls.map(([term]) => term)).toEqual(['yoga', 'wellness']);
  });

  it('searches a term it was handed no answer for', () => {
    const { search } = controlledSearch();
    const { result } = renderHook(() => useSearch('yoga', search, { term: 'wellness', data: answer(3) }));
    expect(result.current).toEqual({ status: 'loading', term: 'yoga' });
    expect(search.mock.calls.map(([term]) => term)).toEqual(['yoga']);
  });
});
