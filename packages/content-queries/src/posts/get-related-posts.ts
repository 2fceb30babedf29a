import { contentRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

/** A post's related articles (same category, itself excluded, newest first), as summaries. */
export function getRelatedPosts(slug: string, limit: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(contentRoutes.relatedPosts, { params: { slug }, query: { limit } }, { signal });
}

export function getRelatedPostsQueryOptions(slug: string, limit: number) {
  return queryOptions({
    queryKey: contentKeys.relatedPosts(slug, limit),
    queryFn: ({ signal }) => getRelatedPosts(slug, limit, { signal }),
  });
}
