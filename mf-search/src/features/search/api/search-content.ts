import { searchOperations } from '@livefully/contracts';
import { callApi, isApiError } from '@livefully/web-kit';

/** SPEC §7 GET /api/search?q={term}; SPEC §8: a non-OK response raises 'Search failed'. */
export async function searchContent(term: string, { signal }: { signal?: AbortSignal } = {}) {
  let data: unknown;
  try {
    data = await callApi(searchOperations.query, { query: { q: term } }, { signal });
  } catch (error) {
    if (isApiError(error)) throw new Error('Search failed', { cause: error });
    throw error;
  }
  // Checked in production builds too: the page renders each result's fields as they come.
  return searchOperations.query.response.parse(data);
}
