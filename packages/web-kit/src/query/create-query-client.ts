import { QueryClient } from '@tanstack/react-query';

/**
 * docs/requirements.md#r-query-cache: data never goes stale by default, no retries, no polling, no refetch on focus.
 * Home lists opt into `staleTime: 0` in their own query options.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
