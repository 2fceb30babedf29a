import { contentOperations } from '@livefully/contracts';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

export function getTopics({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(contentOperations.listTopics, {}, { signal });
}

export function getTopicsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.topics,
    queryFn: ({ signal }) => getTopics({ signal }),
  });
}
