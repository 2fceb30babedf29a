import type { PostListFilters, PostSummariesPage } from '@livefully/contracts';
import { contentRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

type PageRequest = PostListFilters & { limit: number; cursor?: string | null; signal?: AbortSignal };

/**
 * The route answers full posts, pages or summaries by its query; a summary request gets
 * summaries (a full post has every field of one), and a whole list reads as one last page.
 */
export function toSummariesPage(data: PostSummariesPage | PostSummariesPage['posts']): PostSummariesPage {
  return Array.isArray(data) ? { posts: data, nextCursor: null } : data;
}

/** One page of summaries of the posts that match the filters of docs/requirements.md#r-blog-filter; blank filters are none. */
export async function getPostSummariesPage({ limit, cursor, q, category, signal }: PageRequest): Promise<PostSummariesPage> {
  const query = {
    view: 'summary' as const,
    limit,
    cursor: cursor || undefined,
    q: q?.trim() || undefined,
    category: category || undefined,
  };
  return toSummariesPage(await callApi(contentRoutes.listPosts, { query }, { signal }));
}

/** Pages of `limit` matches, each asking for the next with the cursor the last one gave. */
export function getPostSummariesPagesQueryOptions(limit: number, filters: PostListFilters = {}) {
  return infiniteQueryOptions({
    queryKey: contentKeys.postPages(limit, filters),
    queryFn: ({ pageParam, signal }) => getPostSummariesPage({ limit, cursor: pageParam, ...filters, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The newest `count` posts as summaries: one small page instead of every post with its body. */
export function getLatestPostsQueryOptions(count: number) {
  return queryOptions({
    queryKey: contentKeys.latestPosts(count),
    queryFn: async ({ signal }) => (await getPostSummariesPage({ limit: count, signal })).posts,
  });
}
