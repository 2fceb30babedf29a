import { getPostsQueryOptions } from '@livefully/content-queries';
import { useQuery } from '@tanstack/react-query';

export function usePosts() {
  return useQuery(getPostsQueryOptions());
}
