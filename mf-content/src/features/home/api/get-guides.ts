import type { Guide } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_LIST_CACHE } from './home-cache';

export function getGuides({ signal }: { signal?: AbortSignal } = {}): Promise<Guide[]> {
  return apiGet<Guide[]>('/api/guides', { signal });
}

export function getGuidesQueryOptions() {
  return queryOptions({
    queryKey: ['guides'],
    queryFn: ({ signal }) => getGuides({ signal }),
    ...HOME_LIST_CACHE,
  });
}

export function useGuides() {
  return useQuery(getGuidesQueryOptions());
}
