import type { Guide } from '@livefully/contracts';
import { apiGet, isApiError } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** One guide by slug; `null` when the server says it does not exist (404). */
export async function getGuide(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<Guide | null> {
  try {
    return await apiGet<Guide>(`/api/guides/${encodeURIComponent(slug)}`, { signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function getGuideQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['guides', slug],
    queryFn: ({ signal }) => getGuide(slug, { signal }),
  });
}

export function useGuide(slug: string) {
  return useQuery(getGuideQueryOptions(slug));
}
