import { getCategoryPostsQueryOptions } from '@livefully/content-queries';
import { useQuery } from '@tanstack/react-query';

export function useCategoryPosts(category: string) {
  return useQuery(getCategoryPostsQueryOptions(category));
}
