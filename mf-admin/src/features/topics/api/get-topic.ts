import type { AdminTopic } from '@livefully/contracts';
import { apiGet, isApiError } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

/** One topic by id; `null` when it does not exist (404). */
export async function getTopic(token: string, id: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminTopic | null> {
  try {
    return await apiGet<AdminTopic>(`/api/admin/topics/${encodeURIComponent(id)}`, { token, signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function getTopicQueryOptions(token: string, id: string) {
  return queryOptions({
    queryKey: adminKeys.detail(adminKeys.topics, id),
    queryFn: ({ signal }) => getTopic(token, id, { signal }),
    enabled: Boolean(token && id),
    staleTime: 0,
  });
}

export function useTopic(id: string) {
  return useQuery(getTopicQueryOptions(useIdToken(), id));
}
