import { apiRequest } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';
import { getPostQueryOptions } from './get-post';
import { getPostsQueryOptions } from './get-posts';

export function deletePost(token: string, id: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('DELETE', `/api/admin/posts/${encodeURIComponent(id)}`, undefined, { token });
}

export function useDeletePost() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.posts, 'delete'],
    mutationFn: (id: string) => deletePost(token, id),
    onSuccess: (_result, id) => {
      // The editor leaves the page as this settles; nothing should ask for the deleted post again.
      queryClient.removeQueries({ queryKey: getPostQueryOptions(token, id).queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: getPostsQueryOptions(token).queryKey });
      void refreshRelatedContent(queryClient);
    },
  });
}
