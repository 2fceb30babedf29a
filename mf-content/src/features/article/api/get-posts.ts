import type { BlogPost } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The whole list, newest first; the article page picks its related articles from it. */
export function getPosts({ signal }: { signal?: AbortSignal } = {}): Promise<BlogPost[]> {
  return apiGet<BlogPost[]>('/api/blog-posts', { signal });
}

export function getPostsQueryOptions() {
  return queryOptions({
    queryKey: ['blog-posts', 'list'],
    queryFn: ({ signal }) => getPosts({ signal }),
  });
}

export function usePosts() {
  return useQuery(getPostsQueryOptions());
}
