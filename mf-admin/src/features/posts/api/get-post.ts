import type { AdminPost } from '@livefully/contracts';
import { apiGet, isApiError } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

/** One post by id; `null` when it does not exist (404). */
export async function getPost(token: string, id: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminPost | null> {
  try {
    return await apiGet<AdminPost>(`/api/admin/posts/${encodeURIComponent(id)}`, { token, signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function getPostQueryOptions(token: string, id: string) {
  return queryOptions({
    queryKey: adminKeys.detail(adminKeys.posts, id),
    queryFn: ({ signal }) => getPost(token, id, { signal }),
    enabled: Boolean(token && id),
    staleTime: 0,
  });
}

export function usePost(id: string) {
  return useQuery(getPostQueryOptions(useIdToken(), id));
}
