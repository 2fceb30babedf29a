import { engageAdminRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

/** Every app's subscribers in one call; the page splits them per app. */
export function getAppSubscribers(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(engageAdminRoutes.listAppSubscribers, {}, { token, signal });
}

export function getAppSubscribersQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...adminKeys.subscribers, 'apps'],
    queryFn: ({ signal }) => getAppSubscribers(token, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

export function useAppSubscribers() {
  return useQuery(getAppSubscribersQueryOptions(useIdToken()));
}
