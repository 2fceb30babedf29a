import { getPostsPagesQueryOptions } from '@livefully/content-queries';
import { useInfiniteQuery } from '@tanstack/react-query';

/** Articles per 'Load More Articles' page; also the count from which the button shows (SPEC §9). */
export const POSTS_PAGE_SIZE = 9;

export function usePostsPages() {
  return useInfiniteQuery(getPostsPagesQueryOptions(POSTS_PAGE_SIZE));
}
