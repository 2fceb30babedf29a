import type { AdminPost, PostInput } from '@livefully/contracts';
import { apiRequest } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';
import { getPostQueryOptions } from './get-post';
import { getPostsQueryOptions } from './get-posts';

export function createPost(token: string, input: PostInput): Promise<AdminPost> {
  return apiRequest<AdminPost>('POST', '/api/admin/posts', input, { token });
}

export function useCreatePost() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.posts, 'create'],
    mutationFn: (input: PostInput) => createPost(token, input),
    onSuccess: (post) => {
      queryClient.setQueryData(getPostQueryOptions(token, post.id).queryKey, post);
      void queryClient.invalidateQueries({ queryKey: getPostsQueryOptions(token).queryKey });
      void refreshRelatedContent(queryClient);
    },
  });
}
