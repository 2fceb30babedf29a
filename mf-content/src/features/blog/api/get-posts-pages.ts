import type { BlogPost, PostsPage } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** Articles per 'Load More Articles' page; also the count from which the button shows (SPEC §9). */
export const POSTS_PAGE_SIZE = 9;

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

export function getPostsPagesQueryOptions(limit = POSTS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: ['blog-posts', 'pages', limit],
    queryFn: ({ pageParam, signal }) => getPostsPage({ limit, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function usePostsPages() {
  return useInfiniteQuery(getPostsPagesQueryOptions());
}
