import { getTopicsQueryOptions } from '@livefully/content-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_LIST_CACHE } from './home-cache';

/** The topics list everyone shares, read afresh on each visit to home. */
export function getHomeTopicsQueryOptions() {
  return queryOptions({ ...getTopicsQueryOptions(), ...HOME_LIST_CACHE });
}

export function useTopics() {
  return useQuery(getHomeTopicsQueryOptions());
}
