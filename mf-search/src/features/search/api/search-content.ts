import { SearchResponseSchema, type SearchResponse } from '@livefully/contracts';
import { apiGet, isApiError } from '@livefully/web-kit';

/** SPEC §7 GET /api/search?q={term}; SPEC §8: a non-OK response raises 'Search failed'. */
export async function searchContent(term: string, { signal }: { signal?: AbortSignal } = {}): Promise<SearchResponse> {
  let data: unknown;
  try {
    data = await apiGet<unknown>(`/api/search?q=${encodeURIComponent(term)}`, { signal });
  } catch (error) {
    if (isApiError(error)) throw new Error('Search failed', { cause: error });
    throw error;
  }
  return SearchResponseSchema.parse(data);
}
