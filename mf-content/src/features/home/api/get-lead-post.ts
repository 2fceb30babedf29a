import type { BlogPostSummary } from '@livefully/contracts';
import { contentRoutes } from '@livefully/contracts/routes';
import { contentKeys } from '@livefully/content-queries';
import { callApi } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_LIST_CACHE } from './home-cache';

/**
 * The lead's key sits under the posts root, which every content write refreshes. It is built
 * here, not in content-queries: a remote runs with the shell's copy of that package, which may
 * be a release without it (docs/releasing.md, skew).
 */
export const LEAD_POST_KEY = [...contentKeys.posts, 'lead'] as const;

/** The home page's lead story (docs/pages.md): the newest featured post, else the newest; null without any. */
export function getLeadPost({ signal }: { signal?: AbortSignal } = {}): Promise<BlogPostSummary | null> {
  return callApi(contentRoutes.leadPost, {}, { signal });
}

/** Read afresh on each visit to home, like the home lists. */
export function getHomeLeadPostQueryOptions() {
  return queryOptions({ queryKey: LEAD_POST_KEY, queryFn: ({ signal }) => getLeadPost({ signal }), ...HOME_LIST_CACHE });
}

export function useLeadPost() {
  return useQuery(getHomeLeadPostQueryOptions());
}
