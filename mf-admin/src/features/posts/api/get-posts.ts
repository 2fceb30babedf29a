import type { AdminPost } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

/** Every post, drafts included: what the dashboard lists. */
export function getPosts(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminPost[]> {
  return apiGet<AdminPost[]>('/api/admin/posts', { token, signal });
}

export function getPostsQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.list(adminKeys.posts),
    queryFn: ({ signal }) => getPosts(token, { signal }),
    enabled: Boolean(token),
    // Another editor may have changed something since: the admin area reads afresh on each visit.
    staleTime: 0,
  });
}

export function usePosts() {
  return useQuery(getPostsQueryOptions(useIdToken()));
}
