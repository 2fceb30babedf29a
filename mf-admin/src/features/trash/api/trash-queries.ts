import type { TrashItem } from '@livefully/contracts';
import { trashRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';

export function getTrash(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(trashRoutes.listTrash, {}, { token, signal });
}

export function getTrashQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.list(adminKeys.trash),
    queryFn: ({ signal }) => getTrash(token, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

export function useTrash() {
  return useQuery(getTrashQueryOptions(useIdToken()));
}

/** One route per kind, so the gateway drops that kind's cached reads. */
export function restoreFromTrash(token: string, { kind, id }: Pick<TrashItem, 'kind' | 'id'>) {
  const input = { params: { id } };
  switch (kind) {
    case 'post':
      return callApi(trashRoutes.restorePost, input, { token });
    case 'guide':
      return callApi(trashRoutes.restoreGuide, input, { token });
    case 'topic':
      return callApi(trashRoutes.restoreTopic, input, { token });
    case 'category':
      return callApi(trashRoutes.restoreCategory, input, { token });
  }
}

/** A restore puts the item back in its list, on the site and in the counts. */
export function useRestoreFromTrash() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.trash, 'restore'],
    mutationFn: (item: Pick<TrashItem, 'kind' | 'id'>) => restoreFromTrash(token, item),
    onSuccess: () => refreshRelatedContent(queryClient),
  });
}
