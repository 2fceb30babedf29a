import { getLatestPostsQueryOptions } from '@livefully/content-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_POST_COUNT } from '../utils/home-limits';
import { HOME_LIST_CACHE } from './home-cache';

/** The newest 6 posts as summaries (no bodies), read afresh on each visit to home. */
export function getHomeLatestPostsQueryOptions() {
  return queryOptions({ ...getLatestPostsQueryOptions(HOME_POST_COUNT), ...HOME_LIST_CACHE });
}

export function useLatestPosts() {
  return useQuery(getHomeLatestPostsQueryOptions());
}
