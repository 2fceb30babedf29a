import type { AdminAuthor, AuthorInput } from '@livefully/contracts';
import { authorAdminRoutes as routes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

const authorKeys = {
  all: [...adminKeys.all, 'authors'] as const,
  list: [...adminKeys.all, 'authors', 'list'] as const,
  mine: [...adminKeys.all, 'authors', 'mine'] as const,
  detail: (id: string) => [...adminKeys.all, 'authors', 'detail', id] as const,
};

/** Every profile, by name: the post editor's byline choices and the profiles screen. */
export function useAuthors(enabled = true) {
  const token = useIdToken();
  return useQuery({
    queryKey: authorKeys.list,
    queryFn: ({ signal }): Promise<AdminAuthor[]> => callApi(routes.listAuthors, {}, { token, signal }),
    enabled: Boolean(token) && enabled,
  });
}

/** The member's own profile, made by the server the first time it is asked for. */
export function useMyAuthor() {
  const token = useIdToken();
  return useQuery({
    queryKey: authorKeys.mine,
    queryFn: ({ signal }): Promise<AdminAuthor> => callApi(routes.getMyAuthor, {}, { token, signal }),
    enabled: Boolean(token),
  });
}

export function useAuthor(id: string) {
  const token = useIdToken();
  return useQuery({
    queryKey: authorKeys.detail(id),
    queryFn: ({ signal }): Promise<AdminAuthor> => callApi(routes.getAuthor, { params: { id } }, { token, signal }),
    enabled: Boolean(token && id),
  });
}

/** Saves a profile; every profile list and the posts (their bylines) are read again. */
export function useUpdateAuthor() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...authorKeys.all, 'update'],
    mutationFn: ({ id, input }: { id: string; input: AuthorInput }): Promise<AdminAuthor> =>
      callApi(routes.updateAuthor, { params: { id }, body: input }, { token }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authorKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.posts });
    },
  });
}
