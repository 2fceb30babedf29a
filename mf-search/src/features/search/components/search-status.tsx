import type { SearchState } from '../hooks/use-search';
import { resultsCount, resultsHeading } from '../utils/search-texts';

/**
 * The status lines sit in one polite live region that is always on the page, so a screen
 * reader hears the term being searched and then the count, without the focus moving.
 */
export function SearchStatus({ state }: { state: SearchState }) {
  const term = state.status === 'loading' || state.status === 'success' ? state.term : null;
  return (
    <div className="search-status" role="status" aria-live="polite" aria-atomic="true">
      {term !== null ? <h2 className="search-status__heading">{resultsHeading(term)}</h2> : null}
      {state.status === 'loading' ? <p className="visually-hidden">Searching…</p> : null}
      {state.status === 'success' ? <p className="search-status__count">{resultsCount(state.data.total)}</p> : null}
    </div>
  );
}
