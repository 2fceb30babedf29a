import type { SearchResponse } from '@livefully/contracts';
import { SearchResultCard } from './search-result-card';

export function SearchResults({ data }: { data: SearchResponse }) {
  return (
    <>
      <ul className="search-results" aria-label="Search results">
        {data.results.map((result) => (
          <li key={`${result.type}:${result.id}`}>
            <SearchResultCard result={result} />
          </li>
        ))}
      </ul>
      {data.total > data.results.length ? (
        <p className="search-results__note">Showing the {data.results.length} best matches. Add a word to narrow the search.</p>
      ) : null}
    </>
  );
}
