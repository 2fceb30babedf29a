import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BLOG_PAGES_MAX, blogSearch, type BlogAddress } from '../utils/blog-address';
import type { PostFilters } from '../utils/post-filters';
import { useDebouncedSearch } from './use-debounced-search';

/**
 * The list's state lives in its address (`?category=&q=&page=`), which is also what the server
 * renders: a guide's 'View All Wellness Articles' link pre-selects a category, and a reload or
 * the way back from an article shows the same list. The list is an island with no router: it
 * starts from the address its page was rendered for (`initial`) and writes each change into the
 * address with history's replace, keeping the entry's state (the router's key, in the admin
 * area's application). The search box's text is the page's own while typing; the address follows
 * the search the list asks for (trimmed, once typing pauses).
 */
export function useBlogFilters(initial: BlogAddress) {
  // The address's search as the list asks for it (trimmed); the box shows it as it came.
  const [address, setAddress] = useState(() => ({ ...initial, q: initial.q.trim() }));
  const [search, setSearch] = useState(initial.q);
  const q = useDebouncedSearch(search);
  // A search not yet in the address starts from its first page.
  const pages = address.q === q ? address.pages : 1;

  // Written when the search settles, not whenever the address differs: Clear Filters writes its
  // own address, which the old search must not write over.
  const writtenQ = useRef(address.q);
  useEffect(() => {
    if (q === writtenQ.current) return;
    writtenQ.current = q;
    setAddress((current) => ({ ...current, q, pages: 1 }));
  }, [q]);

  // The address as the page was served is left as it is (an unknown parameter, `page=abc`).
  const served = useRef(address);
  useEffect(() => {
    if (address === served.current) return;
    const url = `${window.location.pathname}${blogSearch(address)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [address]);

  const setCategory = useCallback((category: string) => setAddress((current) => ({ ...current, category, pages: 1 })), []);

  /** The address says how many pages are shown, so coming back shows them all again. */
  const setPages = useCallback(
    (count: number) =>
      setAddress((current) => {
        const next = Math.min(Math.max(count, 1), BLOG_PAGES_MAX);
        return next === current.pages ? current : { ...current, pages: next };
      }),
    [],
  );

  const clearFilters = useCallback(() => {
    setSearch('');
    writtenQ.current = '';
    setAddress({ category: '', q: '', pages: 1 });
  }, []);

  const filters = useMemo<PostFilters>(() => ({ search, category: address.category }), [search, address.category]);
  return { filters, q, pages, setSearch, setCategory, setPages, clearFilters };
}
