import type { PostPreview } from '@livefully/contracts';
import { previewRoutes } from '@livefully/contracts/routes';
import { callApi, isApiError } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * What a preview link opens: the post, or why not. The server's 403 (expired) and 404 or 400
 * (not a link this site made) are answers, not failures, so the server renders them and the
 * browser hydrates the same page.
 */
export type PreviewResult = { status: 'ok'; preview: PostPreview } | { status: 'expired' } | { status: 'invalid' };

export async function getPostPreview(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<PreviewResult> {
  try {
    return { status: 'ok', preview: await callApi(previewRoutes.getPostPreview, { params: { token } }, { signal }) };
  } catch (error) {
    if (isApiError(error, 403)) return { status: 'expired' };
    if (isApiError(error, 404) || isApiError(error, 400)) return { status: 'invalid' };
    throw error;
  }
}

/** Outside the public content keys: no content change refreshes it, and nothing else reads it. */
export function getPostPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['preview', 'post', token] as const,
    queryFn: ({ signal }) => getPostPreview(token, { signal }),
    retry: false,
  });
}

export function usePostPreview(token: string) {
  return useQuery(getPostPreviewQueryOptions(token));
}
