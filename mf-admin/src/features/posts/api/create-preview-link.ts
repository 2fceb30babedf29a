import { previewRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';
import { previewLinksKey } from './get-preview-links';

export function createPreviewLink(token: string, postId: string) {
  return callApi(previewRoutes.createPostPreview, { params: { id: postId } }, { token });
}

/** Each click makes a new link, with its own expiry; earlier ones keep working until theirs, or until revoked. */
export function useCreatePreviewLink(postId: string) {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.posts, 'preview', postId],
    mutationFn: () => createPreviewLink(token, postId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewLinksKey(postId) }),
  });
}
