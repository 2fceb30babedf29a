import { previewRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';
import { previewLinksKey } from './get-preview-links';

export function revokePreviewLink(token: string, postId: string, linkId: string) {
  return callApi(previewRoutes.revokePreviewLink, { params: { id: postId, linkId } }, { token });
}

/** Ends one link at once; the list is read again, whether the revoke went through or someone was first. */
export function useRevokePreviewLink(postId: string) {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.posts, 'preview-links', postId, 'revoke'],
    mutationFn: (linkId: string) => revokePreviewLink(token, postId, linkId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: previewLinksKey(postId) }),
  });
}
