import type { AdminTopic, TopicInput } from '@livefully/contracts';
import { apiRequest } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAccessError } from '../../../lib/api-problem';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';
import { getTopicQueryOptions } from './get-topic';
import { getTopicsQueryOptions } from './get-topics';

export function updateTopic(token: string, id: string, input: TopicInput): Promise<AdminTopic> {
  return apiRequest<AdminTopic>('PUT', `/api/admin/topics/${encodeURIComponent(id)}`, input, { token });
}

export function useUpdateTopic() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TopicInput }) => updateTopic(token, id, input),
    throwOnError: isAccessError,
    onSuccess: (topic) => {
      queryClient.setQueryData(getTopicQueryOptions(token, topic.id).queryKey, topic);
      void queryClient.invalidateQueries({ queryKey: getTopicsQueryOptions(token).queryKey });
      void refreshRelatedContent(queryClient);
    },
  });
}
