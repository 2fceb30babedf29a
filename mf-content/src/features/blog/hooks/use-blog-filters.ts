import { useSearchParams } from '@livefully/web-kit/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BLOG_PAGES_MAX, blogPagesOf } from '../utils/blog-address';
import type { PostFilters } from '../utils/post-filters';
import { useDebouncedSearch } from './use-debounced-search';

/**
 * The list's state lives in its address (`?category=&q=&page=`), which is also what the server
 * renders: a guide's 'View All Wellness Articles' link pre-selects a category, and a reload or
 * the way back from an article shows the same list. The search box's text is the page's own
 * while typing; the address follows the search the list asks for (trimmed, once typing pauses).
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const category = params.get('category') ?? '';
  const q = useDebouncedSearch(search);
  const addressQ = params.get('q') ?? '';
  // A search not yet in the address starts from its first page.
  const pages = addressQ === q ? blogPagesOf(params.get('page')) : 1;

  const change = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const setCategory = useCallback(
    (value: string) =>
      change((next) => {
        setOrDelete(next, 'category', value);
        next.delete('page');
      }),
    [change],
  );

  // Written when the search settles, not whenever the address differs: a change of the address
  // still on its way (Clear Filters) must not be written over from the old one.
  const writtenQ = useRef(addressQ);
  useEffect(() => {
    if (q === writtenQ.current) return;
    writtenQ.current = q;
    change((next) => {
      setOrDelete(next, 'q', q);
      next.delete('page');
    });
  }, [q, change]);

  /** The address says how many pages are shown, so coming back shows them all again. */
  const setPages = useCallback(
    (count: number) => change((next) => setOrDelete(next, 'page', count > 1 ? String(Math.min(count, BLOG_PAGES_MAX)) : '')),
    [change],
  );

  const clearFilters = useCallback(() => {
    setSearch('');
    writtenQ.current = '';
    change((next) => ['category', 'q', 'page'].forEach((name) => next.delete(name)));
  }, [change]);

  const filters = useMemo<PostFilters>(() => ({ search, category }), [search, category]);
  return { filters, q, pages, setSearch, setCategory, setPages, clearFilters };
}

function setOrDelete(params: URLSearchParams, name: string, value: string) {
  if (value) params.set(name, value);
  else params.delete(name);
}
