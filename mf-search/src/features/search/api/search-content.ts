import { searchRoutes } from '@livefully/contracts/routes';
import { callApi, isApiError } from '@livefully/web-kit';

/** docs/requirements.md#r-api GET /api/search?q={term}; docs/requirements.md#r-errors: a non-OK response raises 'Search failed'. */
export async function searchContent(term: string, { signal }: { signal?: AbortSignal } = {}) {
  // Checked in production builds too: the page renders each result's fields as they come. The
  // schema (the contracts and zod) loads while the first search runs, not with the page.
  const contracts = import('@livefully/contracts');
  let data: unknown;
  try {
    data = await callApi(searchRoutes.query, { query: { q: term } }, { signal });
  } catch (error) {
    if (isApiError(error)) throw new Error('Search failed', { cause: error });
    throw error;
  }
  const { searchOperations } = await contracts;
  return searchOperations.query.response.parse(data);
}
