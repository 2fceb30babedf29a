import { previewRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

export const previewLinksKey = (postId: string) => [...adminKeys.posts, 'preview-links', postId] as const;

export function getPreviewLinks(token: string, postId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(previewRoutes.listPreviewLinks, { params: { id: postId } }, { token, signal });
}

/** Read afresh whenever the panel shows: another admin may have made or revoked a link since. */
export function getPreviewLinksQueryOptions(token: string, postId: string) {
  return queryOptions({
    queryKey: previewLinksKey(postId),
    queryFn: ({ signal }) => getPreviewLinks(token, postId, { signal }),
    enabled: Boolean(token && postId),
    staleTime: 0,
  });
}

/** The post's preview links that still open, newest first. */
export function usePreviewLinks(postId: string) {
  return useQuery(getPreviewLinksQueryOptions(useIdToken(), postId));
}
