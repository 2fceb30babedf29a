import { contentRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

export function getTopics({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(contentRoutes.listTopics, {}, { signal });
}

export function getTopicsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.topics,
    queryFn: ({ signal }) => getTopics({ signal }),
  });
}
