import type { BlogPost, PostsPage } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

type PageRequest = { limit: number; cursor?: string | null; signal?: AbortSignal };

/** A server that answers the whole list (no paging) gives one last page. */
export function toPostsPage(data: PostsPage | BlogPost[]): PostsPage {
  return Array.isArray(data) ? { posts: data, nextCursor: null } : data;
}

export async function getPostsPage({ limit, cursor, signal }: PageRequest): Promise<PostsPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return toPostsPage(await apiGet<PostsPage | BlogPost[]>(`/api/blog-posts?${params}`, { signal }));
}

/** Pages of `limit` posts, each asking for the next with the cursor the last one gave. */
export function getPostsPagesQueryOptions(limit: number) {
  return infiniteQueryOptions({
    queryKey: contentKeys.postPages(limit),
    queryFn: ({ pageParam, signal }) => getPostsPage({ limit, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
