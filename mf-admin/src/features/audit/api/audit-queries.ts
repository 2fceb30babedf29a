import type { AuditEntry, AuditQuery } from '@livefully/contracts';
import { contentAdminRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

export const AUDIT_PAGE_SIZE = 20;

/** The screen's filters; blank means any. */
export type AuditFilters = {
  actor: string;
  kind: '' | NonNullable<AuditQuery['kind']>;
  action: '' | NonNullable<AuditQuery['action']>;
  from: string;
  to: string;
};

export const NO_FILTERS: AuditFilters = { actor: '', kind: '', action: '', from: '', to: '' };

/** One page of entries, asked one longer than shown so the screen knows whether an older page exists. */
export function getAuditPage(token: string, filters: AuditFilters, page: number, { signal }: { signal?: AbortSignal } = {}) {
  const query = {
    limit: AUDIT_PAGE_SIZE + 1,
    offset: page * AUDIT_PAGE_SIZE,
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
  };
  return callApi(contentAdminRoutes.listAudit, { query }, { token, signal });
}

export function getAuditQueryOptions(token: string, filters: AuditFilters, page: number) {
  return queryOptions({
    queryKey: [...adminKeys.list(adminKeys.audit), filters, page],
    queryFn: async ({ signal }): Promise<{ entries: AuditEntry[]; hasOlder: boolean }> => {
      const entries = await getAuditPage(token, filters, page, { signal });
      return { entries: entries.slice(0, AUDIT_PAGE_SIZE), hasOlder: entries.length > AUDIT_PAGE_SIZE };
    },
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAuditPage(filters: AuditFilters, page: number) {
  return useQuery(getAuditQueryOptions(useIdToken(), filters, page));
}
