import type { BlogPost } from '@livefully/contracts';
import { apiGet, isApiError } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** One article by slug; `null` when the server says it does not exist (404). */
export async function getPost(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<BlogPost | null> {
  try {
    return await apiGet<BlogPost>(`/api/blog-posts/${encodeURIComponent(slug)}`, { signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function getPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['blog-posts', 'detail', slug],
    queryFn: ({ signal }) => getPost(slug, { signal }),
  });
}

export function usePost(slug: string) {
  return useQuery(getPostQueryOptions(slug));
}
