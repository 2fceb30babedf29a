import { Island, PageMeta, type PagePrefetch } from '@livefully/web-kit';
import { useLocation } from '@livefully/web-kit/router';
import { searchQueryOptions } from '../features/search/api/search-query';
import { SearchArea } from '../features/search/components/search-area';
import { termOf, useAddressTerm } from '../features/search/hooks/use-address-term';
import { resultsHeading } from '../features/search/utils/search-texts';

/** The server renders a search address with its results (a reader without JavaScript sees them). */
export const prefetch: PagePrefetch = async ({ searchParams, queryClient }) => {
  const term = termOf(searchParams.toString());
  if (term) await queryClient.prefetchQuery(searchQueryOptions(term));
};

/**
 * On a public page only the search area (`mf_search/Search`) comes alive; the page around it is
 * the server's markup, and the island keeps the title and robots tag in step as it searches
 * (`src/islands/search.tsx`). The browser-rendered application re-renders this whole page.
 */
export default function SearchPage() {
  // The router's address on the server and while hydrating; the address bar's after.
  const term = useAddressTerm(termOf(useLocation().search));
  return (
    <div className="container container--narrow page">
      <PageMeta title={term ? resultsHeading(term) : 'Search'} description="Search Live Fully's articles, guides and topics." />
      {/* A results page is not a page of the site's own: search engines skip it, follow its links. */}
      {term ? <meta name="robots" content="noindex, follow" /> : null}
      <h1>Search</h1>
      <Island name="mf_search/Search" component={SearchArea} props={{ term }} readsQueries />
    </div>
  );
}
