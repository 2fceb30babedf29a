import { PageMeta, searchPath, type PagePrefetch } from '@livefully/web-kit';
import { useNavigate } from '@livefully/web-kit/router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { searchQueryOptions } from '../features/search/api/search-query';
import { searchContent } from '../features/search/api/search-content';
import { SearchForm } from '../features/search/components/search-form';
import { SearchView } from '../features/search/components/search-view';
import { readAddressTerm, termOf, useAddressTerm } from '../features/search/hooks/use-address-term';
import { useSearch, type Answered } from '../features/search/hooks/use-search';
import { resultsHeading } from '../features/search/utils/search-texts';

/**
 * The address says the term as SPEC §2 writes it, /search?q={encoded trimmed term}: a search box
 * submitted before the page came alive (a plain form) sends the term as typed.
 */
function useCanonicalAddress(term: string) {
  const navigate = useNavigate();
  useEffect(() => {
    // Only while the address is the search page's: on the way to another page it stays shown a moment.
    if (window.location.pathname !== '/search') return;
    // The term the address holds now, not the one rendered: the address may have moved on since
    // (changed outside the router, not yet re-read), and must never be turned back.
    const canonical = searchPath(readAddressTerm()) ?? '/search';
    if (window.location.pathname + window.location.search !== canonical) void navigate(canonical, { replace: true });
  }, [term, navigate]);
}

/** The server renders a search address with its results (a reader without JavaScript sees them). */
export const prefetch: PagePrefetch = async ({ searchParams, queryClient }) => {
  const term = termOf(searchParams.toString());
  if (term) await queryClient.prefetchQuery(searchQueryOptions(term));
};

/** The answer the server rendered the page with, read once: the page hydrates showing it. */
function useRenderedAnswer(term: string): Answered | undefined {
  const queryClient = useQueryClient();
  const [answered] = useState(() => {
    const data = term ? queryClient.getQueryData(searchQueryOptions(term).queryKey) : undefined;
    return data ? { term, data } : undefined;
  });
  return answered;
}

export default function SearchPage() {
  const term = useAddressTerm();
  const state = useSearch(term, searchContent, useRenderedAnswer(term));
  useCanonicalAddress(term);
  return (
    <div className="container container--narrow page">
      <PageMeta title={term ? resultsHeading(term) : 'Search'} description="Search Live Fully's articles, guides and topics." />
      {/* A results page is not a page of the site's own: search engines skip it, follow its links. */}
      {term ? <meta name="robots" content="noindex, follow" /> : null}
      <h1>Search</h1>
      <SearchForm initialTerm={term} />
      <SearchView state={state} />
    </div>
  );
}
