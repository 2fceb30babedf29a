import type { SearchState } from '../hooks/use-search';
import { SearchError } from './search-error';
import { SearchIdle } from './search-idle';
import { SearchNoResults } from './search-no-results';
import { SearchResults } from './search-results';
import { SearchSkeleton } from './search-skeleton';
import { SearchStatus } from './search-status';
import './search.css';

/** docs/requirements.md#r-search-states: idle, loading, results, no results, error. */
export function SearchView({ state }: { state: SearchState }) {
  return (
    <>
      <SearchStatus state={state} />
      {state.status === 'idle' ? (
        <SearchIdle />
      ) : (
        <div className="search-outcome">
          {state.status === 'loading' ? (
            <>
              {/* The server renders the results; this state reaches a reader only when it left the page to the browser. */}
              <noscript>
                <p>Searching needs JavaScript. The blog, the guides and the topics are all readable without it.</p>
              </noscript>
              <SearchSkeleton />
            </>
          ) : null}
          {state.status === 'error' ? <SearchError /> : null}
          {state.status === 'success' && state.data.total === 0 ? <SearchNoResults /> : null}
          {state.status === 'success' && state.data.results.length > 0 ? <SearchResults data={state.data} /> : null}
        </div>
      )}
    </>
  );
}
