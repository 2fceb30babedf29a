import { contentRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';
import { notFoundAsNull } from '../not-found-as-null';

/** One article by slug; `null` when the server says it does not exist (404). */
export function getPost(slug: string, { signal }: { signal?: AbortSignal } = {}) {
  return notFoundAsNull(callApi(contentRoutes.getPost, { params: { slug } }, { signal }));
}

export function getPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: contentKeys.post(slug),
    queryFn: ({ signal }) => getPost(slug, { signal }),
  });
}
