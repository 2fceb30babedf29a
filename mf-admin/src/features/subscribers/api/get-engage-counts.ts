import { engageAdminRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

/** Open messages and subscribers per list, for the dashboard. */
export function getEngageCounts(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(engageAdminRoutes.counts, {}, { token, signal });
}

export function getEngageCountsQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...adminKeys.subscribers, 'counts'],
    queryFn: ({ signal }) => getEngageCounts(token, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

export function useEngageCounts() {
  return useQuery(getEngageCountsQueryOptions(useIdToken()));
}
