import { getTopicPostsQueryOptions } from '@livefully/content-queries';
import { useQuery } from '@tanstack/react-query';

export function useTopicPosts(slug: string) {
  return useQuery(getTopicPostsQueryOptions(slug));
}
