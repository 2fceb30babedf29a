import { getTopicQueryOptions } from '@livefully/content-queries';
import { useQuery } from '@tanstack/react-query';

export function useTopic(slug: string) {
  return useQuery(getTopicQueryOptions(slug));
}
