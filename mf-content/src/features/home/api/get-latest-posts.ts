import type { BlogPost } from '@livefully/contracts';
import { getPostsQueryOptions } from '@livefully/content-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { latestPosts } from '../utils/latest-posts';
import { HOME_LIST_CACHE } from './home-cache';

/** The whole list everyone shares (one cache entry); home keeps the newest 6 and reads it afresh on each visit. */
export function getLatestPostsQueryOptions() {
  return queryOptions({ ...getPostsQueryOptions(), select: (posts: BlogPost[]) => latestPosts(posts), ...HOME_LIST_CACHE });
}

export function useLatestPosts() {
  return useQuery(getLatestPostsQueryOptions());
}
