import type { BlogPost } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { latestPosts } from '../utils/latest-posts';
import { HOME_LIST_CACHE } from './home-cache';

export function getLatestPosts({ signal }: { signal?: AbortSignal } = {}): Promise<BlogPost[]> {
  return apiGet<BlogPost[]>('/api/blog-posts', { signal });
}

/** Same key as the whole list elsewhere in the remote, so the cache is shared; home keeps 6. */
export function getLatestPostsQueryOptions() {
  return queryOptions({
    queryKey: ['blog-posts', 'list'],
    queryFn: ({ signal }) => getLatestPosts({ signal }),
    select: (posts: BlogPost[]) => latestPosts(posts),
    ...HOME_LIST_CACHE,
  });
}

export function useLatestPosts() {
  return useQuery(getLatestPostsQueryOptions());
}
