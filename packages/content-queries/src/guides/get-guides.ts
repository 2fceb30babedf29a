import type { Guide } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

export function getGuides({ signal }: { signal?: AbortSignal } = {}): Promise<Guide[]> {
  return apiGet<Guide[]>('/api/guides', { signal });
}

export function getGuidesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.guides,
    queryFn: ({ signal }) => getGuides({ signal }),
  });
}
