import type { GuideSummary } from '@livefully/contracts';
import { contentRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

/** Every guide as a card shows it (no bodies): the site lists guides only as cards. */
export async function getGuides({ signal }: { signal?: AbortSignal } = {}): Promise<GuideSummary[]> {
  return callApi(contentRoutes.listGuides, { query: { view: 'summary' } }, { signal });
}

export function getGuidesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.guides,
    queryFn: ({ signal }) => getGuides({ signal }),
  });
}
