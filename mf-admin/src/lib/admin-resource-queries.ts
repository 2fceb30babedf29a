import type { HttpOperation } from '@livefully/contracts';
import type { Route } from '@livefully/contracts/routes';
import { callApi, isApiError, type CallInput, type CallOptions } from '@livefully/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminKeys } from './query-keys';
import { refreshRelatedContent } from './refresh-content';
import { useIdToken } from './use-id-token';

type Answering<Answer, Extra = unknown> = Route<HttpOperation & { response: z.ZodType<Answer> } & Extra>;

/** The routes of the five admin operations of one kind of content, as the contracts' table makes them. */
export interface AdminResourceOperations<View extends { id: string }, Input> {
  list: Answering<View[]>;
  get: Answering<View>;
  create: Answering<View, { http: { body: { schema: z.ZodType<unknown, Input> } } }>;
  update: Answering<View>;
  remove: Answering<unknown>;
}

// Every admin route of a kind takes at most an `:id` and the editor's input, which the table
// types per kind; here they are the same two shapes for all four kinds.
function send<Answer>(route: Answering<Answer>, input: { params?: { id: string }; body?: unknown }, options: CallOptions) {
  return callApi(route, input as CallInput<HttpOperation>, options) as Promise<Answer>;
}

/**
 * The queries and writes of one kind of content in the admin area: its list and one item by id
 * (`null` when it does not exist), read afresh on each visit because another editor may have
 * changed something since, and create, update and delete, each refreshing every list whose
 * counts it changes and what visitors read.
 */
export function adminResourceQueries<View extends { id: string }, Input>(
  feature: readonly string[],
  ops: AdminResourceOperations<View, Input>,
) {
  const listOptions = (token: string) =>
    queryOptions({
      queryKey: adminKeys.list(feature),
      queryFn: ({ signal }) => send(ops.list, {}, { token, signal }),
      enabled: Boolean(token),
      staleTime: 0,
    });

  const itemOptions = (token: string, id: string) =>
    queryOptions({
      queryKey: adminKeys.detail(feature, id),
      queryFn: async ({ signal }): Promise<View | null> => {
        try {
          return await send(ops.get, { params: { id } }, { token, signal });
        } catch (error) {
          if (isApiError(error, 404)) return null;
          throw error;
        }
      },
      enabled: Boolean(token && id),
      staleTime: 0,
    });

  function useSave<Variables>(action: 'create' | 'update', save: (token: string, variables: Variables) => Promise<View>) {
    const token = useIdToken();
    const queryClient = useQueryClient();
    return useMutation({
      mutationKey: [...feature, action],
      mutationFn: (variables: Variables) => save(token, variables),
      onSuccess: (saved) => {
        queryClient.setQueryData(itemOptions(token, saved.id).queryKey, saved);
        void refreshRelatedContent(queryClient);
      },
    });
  }

  return {
    useList: () => useQuery(listOptions(useIdToken())),
    useItem: (id: string) => useQuery(itemOptions(useIdToken(), id)),
    useCreate: () => useSave('create', (token, input: Input) => send(ops.create, { body: input }, { token })),
    useUpdate: () =>
      // The version the edit was based on travels with the fields: a stale one is refused (409).
      useSave('update', (token, { id, input, version }: { id: string; input: Input; version: number }) =>
        send(ops.update, { params: { id }, body: { ...input, version } }, { token }),
      ),
    useDelete() {
      const token = useIdToken();
      const queryClient = useQueryClient();
      return useMutation({
        mutationKey: [...feature, 'delete'],
        mutationFn: (id: string) => send(ops.remove, { params: { id } }, { token }),
        onSuccess: (_result, id) => {
          // The editor leaves the page as this settles; nothing should ask for the deleted item again.
          queryClient.removeQueries({ queryKey: itemOptions(token, id).queryKey, exact: true });
          void refreshRelatedContent(queryClient);
        },
      });
    },
  };
}
