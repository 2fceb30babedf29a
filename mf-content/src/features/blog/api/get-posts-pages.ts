import { getPostSummariesPagesQueryOptions } from '@livefully/content-queries';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

/** Articles per 'Load More Articles' page; also the count from which the button shows (docs/requirements.md#r-blog-limits). */
export const POSTS_PAGE_SIZE = 9;

/**
 * Pages of the articles that match the filters, as summaries: the server applies the rule of docs/requirements.md#r-blog-filter,
 * so each page holds up to 9 matches. While a new filter's first page loads, the cards of the
 * last one stay on screen (`isPlaceholderData`) instead of a spinner.
 */
export function usePostsPages(filters: { q: string; category: string }) {
  return useInfiniteQuery({ ...getPostSummariesPagesQueryOptions(POSTS_PAGE_SIZE, filters), placeholderData: keepPreviousData });
}
