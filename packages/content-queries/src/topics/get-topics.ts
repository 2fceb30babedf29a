import type { Topic } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

export function getTopics({ signal }: { signal?: AbortSignal } = {}): Promise<Topic[]> {
  return apiGet<Topic[]>('/api/topics', { signal });
}

export function getTopicsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.topics,
    queryFn: ({ signal }) => getTopics({ signal }),
  });
}
