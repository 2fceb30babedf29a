import type { AdminPost, PostInput } from '@livefully/contracts';
import { apiRequest } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';
import { getPostQueryOptions } from './get-post';
import { getPostsQueryOptions } from './get-posts';

export function updatePost(token: string, id: string, input: PostInput): Promise<AdminPost> {
  return apiRequest<AdminPost>('PUT', `/api/admin/posts/${encodeURIComponent(id)}`, input, { token });
}

export function useUpdatePost() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.posts, 'update'],
    mutationFn: ({ id, input }: { id: string; input: PostInput }) => updatePost(token, id, input),
    onSuccess: (post) => {
      queryClient.setQueryData(getPostQueryOptions(token, post.id).queryKey, post);
      void queryClient.invalidateQueries({ queryKey: getPostsQueryOptions(token).queryKey });
      void refreshRelatedContent(queryClient);
    },
  });
}
