import type { BlogPost } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

/** Every published post, newest first. */
export function getPosts({ signal }: { signal?: AbortSignal } = {}): Promise<BlogPost[]> {
  return apiGet<BlogPost[]>('/api/blog-posts', { signal });
}

export function getPostsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.postList(),
    queryFn: ({ signal }) => getPosts({ signal }),
  });
}
