import { getTopicsQueryOptions } from '@livefully/content-queries';
import { useQuery } from '@tanstack/react-query';

export function useTopics() {
  return useQuery(getTopicsQueryOptions());
}
