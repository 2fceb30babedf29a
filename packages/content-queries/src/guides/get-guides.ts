import { contentOperations } from '@livefully/contracts';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

export function getGuides({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(contentOperations.listGuides, {}, { signal });
}

export function getGuidesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.guides,
    queryFn: ({ signal }) => getGuides({ signal }),
  });
}
