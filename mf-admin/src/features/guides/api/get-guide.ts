import type { AdminGuide } from '@livefully/contracts';
import { apiGet, isApiError } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

/** One guide by id; `null` when it does not exist (404). */
export async function getGuide(token: string, id: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminGuide | null> {
  try {
    return await apiGet<AdminGuide>(`/api/admin/guides/${encodeURIComponent(id)}`, { token, signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function getGuideQueryOptions(token: string, id: string) {
  return queryOptions({
    queryKey: adminKeys.detail(adminKeys.guides, id),
    queryFn: ({ signal }) => getGuide(token, id, { signal }),
    enabled: Boolean(token && id),
    staleTime: 0,
  });
}

export function useGuide(id: string) {
  return useQuery(getGuideQueryOptions(useIdToken(), id));
}
