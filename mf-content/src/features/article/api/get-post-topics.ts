import { getPostTopicsQueryOptions } from '@livefully/content-queries';
import { useQuery } from '@tanstack/react-query';

export function usePostTopics(postId: string) {
  return useQuery(getPostTopicsQueryOptions(postId));
}
