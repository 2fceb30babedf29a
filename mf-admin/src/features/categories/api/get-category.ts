import type { AdminCategory } from '@livefully/contracts';
import { apiGet, isApiError } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

/** One category by id; `null` when it does not exist (404). */
export async function getCategory(token: string, id: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminCategory | null> {
  try {
    return await apiGet<AdminCategory>(`/api/admin/categories/${encodeURIComponent(id)}`, { token, signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function getCategoryQueryOptions(token: string, id: string) {
  return queryOptions({
    queryKey: adminKeys.detail(adminKeys.categories, id),
    queryFn: ({ signal }) => getCategory(token, id, { signal }),
    enabled: Boolean(token && id),
    staleTime: 0,
  });
}

export function useCategory(id: string) {
  return useQuery(getCategoryQueryOptions(useIdToken(), id));
}
