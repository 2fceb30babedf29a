import type { WorkItem, WorkListQuery } from '@livefully/contracts';
import { contentAdminRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

/** The dashboard's filters, shared by its lists; blank means any. */
export type WorkFilters = {
  q: string;
  author: string;
  status: '' | NonNullable<WorkListQuery['status']>;
  kind: '' | NonNullable<WorkListQuery['kind']>;
};

export const NO_WORK_FILTERS: WorkFilters = { q: '', author: '', status: '', kind: '' };

/** How many rows each list shows. */
export const WORK_LIST_SIZE = 8;

/**
 * One of the dashboard's lists. Kept under the posts' list key, so every content write (which
 * refreshes the lists) refreshes these too.
 */
export function useWorkList(list: WorkListQuery['list'], filters: WorkFilters) {
  const token = useIdToken();
  const query = { list, limit: WORK_LIST_SIZE, ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) };
  return useQuery({
    queryKey: [...adminKeys.list(adminKeys.posts), 'work', list, filters],
    queryFn: ({ signal }): Promise<WorkItem[]> => callApi(contentAdminRoutes.listWork, { query }, { token, signal }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
