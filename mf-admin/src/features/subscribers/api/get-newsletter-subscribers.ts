import { engageAdminRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

export function getNewsletterSubscribers(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(engageAdminRoutes.listNewsletterSubscribers, {}, { token, signal });
}

export function getNewsletterSubscribersQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...adminKeys.subscribers, 'newsletter'],
    queryFn: ({ signal }) => getNewsletterSubscribers(token, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

export function useNewsletterSubscribers() {
  return useQuery(getNewsletterSubscribersQueryOptions(useIdToken()));
}
