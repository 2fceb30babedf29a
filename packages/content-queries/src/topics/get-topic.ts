import { contentRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';
import { notFoundAsNull } from '../not-found-as-null';

/** One topic by slug; `null` when the server says it does not exist (404). */
export function getTopic(slug: string, { signal }: { signal?: AbortSignal } = {}) {
  return notFoundAsNull(callApi(contentRoutes.getTopic, { params: { slug } }, { signal }));
}

export function getTopicQueryOptions(slug: string) {
  return queryOptions({
    queryKey: contentKeys.topic(slug),
    queryFn: ({ signal }) => getTopic(slug, { signal }),
  });
}
