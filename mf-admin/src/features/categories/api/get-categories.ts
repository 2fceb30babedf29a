import type { AdminCategory } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

/** Every category, drafts included: what the dashboard lists. */
export function getCategories(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminCategory[]> {
  return apiGet<AdminCategory[]>('/api/admin/categories', { token, signal });
}

export function getCategoriesQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.list(adminKeys.categories),
    queryFn: ({ signal }) => getCategories(token, { signal }),
    enabled: Boolean(token),
    // Another editor may have changed something since: the admin area reads afresh on each visit.
    staleTime: 0,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions(useIdToken()));
}
