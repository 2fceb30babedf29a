import { contentRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

/** Every category that has published posts, by name. */
export function getPostCategories({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(contentRoutes.postCategories, {}, { signal });
}

export function getPostCategoriesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.postCategories(),
    queryFn: ({ signal }) => getPostCategories({ signal }),
  });
}
