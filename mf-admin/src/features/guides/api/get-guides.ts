import type { AdminGuide } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

/** Every guide, drafts included: what the dashboard lists. */
export function getGuides(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminGuide[]> {
  return apiGet<AdminGuide[]>('/api/admin/guides', { token, signal });
}

export function getGuidesQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.list(adminKeys.guides),
    queryFn: ({ signal }) => getGuides(token, { signal }),
    enabled: Boolean(token),
    // Another editor may have changed something since: the admin area reads afresh on each visit.
    staleTime: 0,
  });
}

export function useGuides() {
  return useQuery(getGuidesQueryOptions(useIdToken()));
}
