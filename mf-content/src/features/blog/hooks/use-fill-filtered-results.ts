import { useEffect } from 'react';
import { POSTS_PAGE_SIZE } from '../api/get-posts-pages';

type Paging = { hasNextPage: boolean; isFetching: boolean; isError: boolean; fetchNextPage: () => unknown };

/**
 * 'Load More Articles' only shows from 9 shown articles, so a filter that leaves fewer would
 * hide articles that are not loaded yet. While a filter is on and shows fewer than a page, the
 * next pages are read on their own until a page is filled or the list ends.
 */
export function useFillFilteredResults(filtering: boolean, shown: number, paging: Paging) {
  const { hasNextPage, isFetching, isError, fetchNextPage } = paging;
  const needsMore = filtering && shown < POSTS_PAGE_SIZE && hasNextPage && !isFetching && !isError;
  useEffect(() => {
    if (needsMore) void fetchNextPage();
  }, [needsMore, fetchNextPage]);
}
