import { queryOptions } from '@tanstack/react-query';
import { searchContent } from './search-content';

/**
 * The search the page's first render reads: the server runs it before rendering (the page's
 * `prefetch`) and the browser finds its answer in the dehydrated query client, so a rendered
 * search is not sent again. Later searches go through `useSearch`'s one-at-a-time guard.
 */
export function searchQueryOptions(term: string) {
  return queryOptions({
    queryKey: ['search', term] as const,
    queryFn: ({ signal }) => searchContent(term, { signal }),
  });
}
