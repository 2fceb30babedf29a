import { getGuidesQueryOptions } from '@livefully/content-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_LIST_CACHE } from './home-cache';

/** The guides list everyone shares, read afresh on each visit to home. */
export function getHomeGuidesQueryOptions() {
  return queryOptions({ ...getGuidesQueryOptions(), ...HOME_LIST_CACHE });
}

export function useGuides() {
  return useQuery(getHomeGuidesQueryOptions());
}
