import { searchPath, useSiteNavigate } from '@livefully/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { searchContent } from '../api/search-content';
import { searchQueryOptions } from '../api/search-query';
import { readAddressTerm, useAddressTerm } from '../hooks/use-address-term';
import { useSearch, type Answered } from '../hooks/use-search';
import { SearchForm } from './search-form';
import { SearchView } from './search-view';

/** What the search page's island is rendered with: the term of the address the server rendered. */
export type SearchAreaProps = { term: string };

/**
 * The address says the term as docs/requirements.md#r-search-form writes it, /search?q={encoded trimmed term}: a search box
 * submitted before the page came alive (a plain form) sends the term as typed.
 */
function useCanonicalAddress(term: string) {
  const navigate = useSiteNavigate();
  useEffect(() => {
    // Only while the address is the search page's: on the way to another page it stays shown a moment.
    if (window.location.pathname !== '/search') return;
    // The term the address holds now, not the one rendered: the address may have moved on since
    // (changed outside the page, not yet re-read), and must never be turned back.
    const canonical = searchPath(readAddressTerm()) ?? '/search';
    if (window.location.pathname + window.location.search !== canonical) navigate(canonical, { replace: true });
  }, [term, navigate]);
}

/** The answer the server rendered the page with, read once: the page hydrates showing it. */
function useRenderedAnswer(term: string): Answered | undefined {
  const queryClient = useQueryClient();
  const [answered] = useState(() => {
    const data = term ? queryClient.getQueryData(searchQueryOptions(term).queryKey) : undefined;
    return data ? { term, data } : undefined;
  });
  return answered;
}

/**
 * The search page's part a reader acts on (its island, `mf_search/Search`): the form and the
 * results it updates. It follows the address (docs/requirements.md#r-search-address), which its form changes through
 * `useSiteNavigate()`: the router's in the browser-rendered application, in place on a public
 * page (the island's entry, `addressNavigate`).
 */
export function SearchArea({ term: renderedTerm }: SearchAreaProps) {
  const term = useAddressTerm(renderedTerm);
  const state = useSearch(term, searchContent, useRenderedAnswer(term));
  useCanonicalAddress(term);
  return (
    <>
      <SearchForm initialTerm={term} />
      <SearchView state={state} />
    </>
  );
}
