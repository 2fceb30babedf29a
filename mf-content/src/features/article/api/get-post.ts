import { getPostQueryOptions } from '@livefully/content-queries';
import { useQuery } from '@tanstack/react-query';

export function usePost(slug: string) {
  return useQuery(getPostQueryOptions(slug));
}
