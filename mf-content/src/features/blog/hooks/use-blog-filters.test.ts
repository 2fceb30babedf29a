// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBlogFilters } from './use-blog-filters';

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('useBlogFilters', () => {
  beforeEach(() => window.history.replaceState({ key: 'entry-1' }, '', '/blog?category=Wellness&page=abc#top'));
  afterEach(() => vi.restoreAllMocks());

  it('starts from the address its page was served at and leaves that address as it is', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    const { result } = renderHook(() => useBlogFilters({ category: 'Wellness', q: ' tea ', pages: 3 }));
    expect(result.current.filters).toEqual({ search: ' tea ', category: 'Wellness' });
    expect(result.current.q).toBe('tea');
    expect(result.current.pages).toBe(3);
    expect(replace).not.toHaveBeenCalled();
  });

  it("writes each change into the address with history's replace, keeping the entry's state and hash", () => {
    const { result } = renderHook(() => useBlogFilters({ category: 'Wellness', q: '', pages: 1 }));
    act(() => result.current.setPages(2));
    expect(address()).toBe('/blog?category=Wellness&page=2#top');
    act(() => result.current.setCategory('Career'));
    expect(address()).toBe('/blog?category=Career#top');
    expect(result.current.pages).toBe(1);
    act(() => result.current.setPages(80));
    expect(address()).toBe('/blog?category=Career&page=50#top');
    expect(window.history.state).toEqual({ key: 'entry-1' });
  });

  it('writes the search once it settles, from the first page, and Clear Filters writes the unfiltered list', async () => {
    const { result } = renderHook(() => useBlogFilters({ category: 'Wellness', q: '', pages: 2 }));
    act(() => result.current.setSearch('hikes '));
    await waitFor(() => expect(address()).toBe('/blog?category=Wellness&q=hikes#top'));
    expect(result.current.pages).toBe(1);
    act(() => result.current.clearFilters());
    expect(address()).toBe('/blog#top');
    expect(result.current.filters).toEqual({ search: '', category: '' });
  });
});
