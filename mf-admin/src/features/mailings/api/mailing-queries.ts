import type { Mailing, MailingInput } from '@livefully/contracts';
import { mailingAdminRoutes as ops } from '@livefully/contracts/routes';
import { callApi, isApiError } from '@livefully/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

/** While a mailing is sending, its counts are asked for this often. */
export const PROGRESS_POLL_MS = 2_000;

const keys = {
  list: adminKeys.list(adminKeys.mailings),
  detail: (id: string) => adminKeys.detail(adminKeys.mailings, id),
  preview: (id: string, updatedAt: string) => [...adminKeys.detail(adminKeys.mailings, id), 'preview', updatedAt] as const,
};

export function getMailingsQueryOptions(token: string) {
  return queryOptions({
    queryKey: keys.list,
    queryFn: ({ signal }) => callApi(ops.listMailings, {}, { token, signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** One mailing (`null` when there is none); polled while it sends, so the counts move on screen. */
export function getMailingQueryOptions(token: string, id: string) {
  return queryOptions({
    queryKey: keys.detail(id),
    queryFn: async ({ signal }): Promise<Mailing | null> => {
      try {
        return await callApi(ops.getMailing, { params: { id } }, { token, signal });
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    enabled: Boolean(token && id),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_POLL_MS : false),
  });
}

/** The e-mail as a recipient gets it; keyed by the saved version, so an edit is previewed afresh. */
export function getMailingPreviewQueryOptions(token: string, mailing: Pick<Mailing, 'id' | 'updatedAt'>) {
  return queryOptions({
    queryKey: keys.preview(mailing.id, mailing.updatedAt),
    queryFn: ({ signal }) => callApi(ops.previewMailing, { params: { id: mailing.id } }, { token, signal }),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
}

export function useMailings() {
  return useQuery(getMailingsQueryOptions(useIdToken()));
}

export function useMailing(id: string) {
  return useQuery(getMailingQueryOptions(useIdToken(), id));
}

export function useMailingPreview(mailing: Pick<Mailing, 'id' | 'updatedAt'>) {
  return useQuery(getMailingPreviewQueryOptions(useIdToken(), mailing));
}

/** A write that answers the mailing: it becomes the item's data, and the list is read again. */
function useMailingWrite<Variables>(action: string, write: (token: string, variables: Variables) => Promise<Mailing>) {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.mailings, action],
    mutationFn: (variables: Variables) => write(token, variables),
    onSuccess: (mailing) => {
      queryClient.setQueryData(keys.detail(mailing.id), mailing);
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
}

export function useCreateMailing() {
  return useMailingWrite('create', (token, input: MailingInput) => callApi(ops.createMailing, { body: input }, { token }));
}

export function useUpdateMailing() {
  return useMailingWrite('update', (token, { id, input }: { id: string; input: MailingInput }) =>
    callApi(ops.updateMailing, { params: { id }, body: input }, { token }),
  );
}

export function useSendMailing() {
  return useMailingWrite('send', (token, id: string) => callApi(ops.sendMailing, { params: { id } }, { token }));
}

/** Schedules a draft, or moves a scheduled mailing, to `sendAt` (ISO 8601). */
export function useScheduleMailing() {
  return useMailingWrite('schedule', (token, { id, sendAt }: { id: string; sendAt: string }) =>
    callApi(ops.scheduleMailing, { params: { id }, body: { sendAt } }, { token }),
  );
}

/** Cancels the schedule: the mailing is a draft again. */
export function useUnscheduleMailing() {
  return useMailingWrite('unschedule', (token, id: string) => callApi(ops.unscheduleMailing, { params: { id } }, { token }));
}

/** Deletes a draft for good: its cached copy goes, and the list is read again. */
export function useDeleteMailing() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.mailings, 'delete'],
    mutationFn: (id: string) => callApi(ops.deleteMailing, { params: { id } }, { token }),
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
}

/** Sends the saved mailing to the signed-in admin alone, marked "[Test]"; answers the address. */
export function useSendTestMailing() {
  const token = useIdToken();
  return useMutation({
    mutationKey: [...adminKeys.mailings, 'test'],
    mutationFn: (id: string) => callApi(ops.testMailing, { params: { id } }, { token }),
  });
}
