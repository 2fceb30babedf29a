import type { Topic } from '@livefully/contracts';
import { apiGet, isApiError } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** One topic by slug; `null` when the server says it does not exist (404). */
export async function getTopic(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<Topic | null> {
  try {
    return await apiGet<Topic>(`/api/topics/${encodeURIComponent(slug)}`, { signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function getTopicQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['topics', slug],
    queryFn: ({ signal }) => getTopic(slug, { signal }),
  });
}

export function useTopic(slug: string) {
  return useQuery(getTopicQueryOptions(slug));
}
