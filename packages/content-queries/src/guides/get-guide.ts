import { contentRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';
import { notFoundAsNull } from '../not-found-as-null';

/** One guide by slug; `null` when the server says it does not exist (404). */
export function getGuide(slug: string, { signal }: { signal?: AbortSignal } = {}) {
  return notFoundAsNull(callApi(contentRoutes.getGuide, { params: { slug } }, { signal }));
}

export function getGuideQueryOptions(slug: string) {
  return queryOptions({
    queryKey: contentKeys.guide(slug),
    queryFn: ({ signal }) => getGuide(slug, { signal }),
  });
}
