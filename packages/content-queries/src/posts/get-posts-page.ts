import { contentOperations, type BlogPost, type PostsPage } from '@livefully/contracts';
import { callApi } from '@livefully/web-kit';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

type PageRequest = { limit: number; cursor?: string | null; signal?: AbortSignal };

/** A server that answers the whole list (no paging) gives one last page. */
export function toPostsPage(data: PostsPage | BlogPost[]): PostsPage {
  return Array.isArray(data) ? { posts: data, nextCursor: null } : data;
}

export async function getPostsPage({ limit, cursor, signal }: PageRequest): Promise<PostsPage> {
  const query = { limit, cursor: cursor || undefined };
  return toPostsPage(await callApi(contentOperations.listPosts, { query }, { signal }));
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
