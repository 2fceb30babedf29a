import { getGuideQueryOptions } from '@livefully/content-queries';
import { useQuery } from '@tanstack/react-query';

export function useGuide(slug: string) {
  return useQuery(getGuideQueryOptions(slug));
}
