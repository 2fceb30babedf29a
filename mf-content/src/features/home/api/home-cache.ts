/** docs/requirements.md#r-query-cache: home lists are read again on every visit (stale at once) and kept 5 minutes. */
export const HOME_LIST_CACHE = {
  staleTime: 0,
  gcTime: 5 * 60 * 1000,
} as const;
