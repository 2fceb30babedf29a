import type { Topic } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_LIST_CACHE } from './home-cache';

export function getTopics({ signal }: { signal?: AbortSignal } = {}): Promise<Topic[]> {
  return apiGet<Topic[]>('/api/topics', { signal });
}

export function getTopicsQueryOptions() {
  return queryOptions({
    queryKey: ['topics'],
    queryFn: ({ signal }) => getTopics({ signal }),
    ...HOME_LIST_CACHE,
  });
}

export function useTopics() {
  return useQuery(getTopicsQueryOptions());
}
