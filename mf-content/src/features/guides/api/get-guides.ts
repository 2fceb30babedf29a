import { getGuidesQueryOptions } from '@livefully/content-queries';
import { useQuery } from '@tanstack/react-query';

export function useGuides() {
  return useQuery(getGuidesQueryOptions());
}
