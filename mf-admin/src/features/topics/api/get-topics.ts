import type { AdminTopic } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

/** Every topic, drafts included: what the dashboard lists. */
export function getTopics(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminTopic[]> {
  return apiGet<AdminTopic[]>('/api/admin/topics', { token, signal });
}

export function getTopicsQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.list(adminKeys.topics),
    queryFn: ({ signal }) => getTopics(token, { signal }),
    enabled: Boolean(token),
    // Another editor may have changed something since: the admin area reads afresh on each visit.
    staleTime: 0,
  });
}

export function useTopics() {
  return useQuery(getTopicsQueryOptions(useIdToken()));
}
