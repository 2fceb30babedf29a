import { contentRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

export function getPostTopics(postId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(contentRoutes.postTopics, { params: { id: postId } }, { signal });
}

export function getPostTopicsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: contentKeys.postTopics(postId),
    queryFn: ({ signal }) => getPostTopics(postId, { signal }),
  });
}
