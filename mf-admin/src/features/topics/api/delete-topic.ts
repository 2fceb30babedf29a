import { apiRequest } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';
import { getTopicQueryOptions } from './get-topic';
import { getTopicsQueryOptions } from './get-topics';

export function deleteTopic(token: string, id: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('DELETE', `/api/admin/topics/${encodeURIComponent(id)}`, undefined, { token });
}

export function useDeleteTopic() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.topics, 'delete'],
    mutationFn: (id: string) => deleteTopic(token, id),
    onSuccess: (_result, id) => {
      // The editor leaves the page as this settles; nothing should ask for the deleted topic again.
      queryClient.removeQueries({ queryKey: getTopicQueryOptions(token, id).queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: getTopicsQueryOptions(token).queryKey });
      void refreshRelatedContent(queryClient);
    },
  });
}
