import type { AdminTopic, TopicInput } from '@livefully/contracts';
import { apiRequest } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';
import { getTopicQueryOptions } from './get-topic';
import { getTopicsQueryOptions } from './get-topics';

export function createTopic(token: string, input: TopicInput): Promise<AdminTopic> {
  return apiRequest<AdminTopic>('POST', '/api/admin/topics', input, { token });
}

export function useCreateTopic() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.topics, 'create'],
    mutationFn: (input: TopicInput) => createTopic(token, input),
    onSuccess: (topic) => {
      queryClient.setQueryData(getTopicQueryOptions(token, topic.id).queryKey, topic);
      void queryClient.invalidateQueries({ queryKey: getTopicsQueryOptions(token).queryKey });
      void refreshRelatedContent(queryClient);
    },
  });
}
