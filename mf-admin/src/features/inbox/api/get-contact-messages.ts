import type { ContactMessageFilter } from '@livefully/contracts';
import { engageAdminRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

export const INBOX_PAGE_SIZE = 50;

export function getContactMessages(
  token: string,
  { status, cursor, signal }: { status: ContactMessageFilter; cursor?: string | null; signal?: AbortSignal },
) {
  const query = { status, limit: INBOX_PAGE_SIZE, cursor: cursor || undefined };
  return callApi(engageAdminRoutes.listContactMessages, { query }, { token, signal });
}

export function getContactMessagesQueryOptions(token: string, status: ContactMessageFilter) {
  return infiniteQueryOptions({
    queryKey: [...adminKeys.inbox, 'list', status],
    queryFn: ({ pageParam, signal }) => getContactMessages(token, { status, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: Boolean(token),
    staleTime: 0,
  });
}

export function useContactMessages(status: ContactMessageFilter) {
  return useInfiniteQuery(getContactMessagesQueryOptions(useIdToken(), status));
}
