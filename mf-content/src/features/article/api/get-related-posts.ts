import { getRelatedPostsQueryOptions } from '@livefully/content-queries';
import { useQuery } from '@tanstack/react-query';

/** docs/requirements.md#r-related-limits: an article page shows at most 3 related articles. */
export const RELATED_POSTS_MAX = 3;

export function useRelatedPosts(slug: string) {
  return useQuery(getRelatedPostsQueryOptions(slug, RELATED_POSTS_MAX));
}
