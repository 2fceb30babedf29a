import { PageMeta } from '@livefully/web-kit';
import { SearchForm } from '../features/search/components/search-form';
import { SearchView } from '../features/search/components/search-view';
import { useAddressTerm } from '../features/search/hooks/use-address-term';
import { useSearch } from '../features/search/hooks/use-search';
import { resultsHeading } from '../features/search/utils/search-texts';

export default function SearchPage() {
  const term = useAddressTerm();
  const state = useSearch(term);
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
