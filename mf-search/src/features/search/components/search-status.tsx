import { Heading, Skeleton, Text } from '@livefully/web-kit/ui';
import type { SearchState } from '../hooks/use-search';
import { resultsCount, resultsHeading } from '../utils/search-texts';

/**
 * The status lines sit in one polite live region that is always on the page, so a screen
 * reader hears the term being searched and then the count, without the focus moving.
 */
export function SearchStatus({ state }: { state: SearchState }) {
  const term = state.status === 'loading' || state.status === 'success' ? state.term : null;
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {term !== null ? (
        <Heading as="h2" size="6" mb="1">
          {resultsHeading(term)}
        </Heading>
      ) : null}
      {state.status === 'loading' ? (
        <>
          <p className="visually-hidden">Searching…</p>
          {/* The count's room, so that the answer moves nothing below it. */}
          <Text as="p" color="gray" mb="5" aria-hidden="true">
            <Skeleton>{resultsCount(0)}</Skeleton>
          </Text>
        </>
      ) : null}
      {state.status === 'success' ? (
        <Text as="p" color="gray" mb="5">
          {resultsCount(state.data.total)}
        </Text>
      ) : null}
    </div>
  );
}
