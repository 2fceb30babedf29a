import { apiRequest } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';
import { getCategoryQueryOptions } from './get-category';
import { getCategoriesQueryOptions } from './get-categories';

export function deleteCategory(token: string, id: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('DELETE', `/api/admin/categories/${encodeURIComponent(id)}`, undefined, { token });
}

export function useDeleteCategory() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.categories, 'delete'],
    mutationFn: (id: string) => deleteCategory(token, id),
    onSuccess: (_result, id) => {
      // The editor leaves the page as this settles; nothing should ask for the deleted category again.
      queryClient.removeQueries({ queryKey: getCategoryQueryOptions(token, id).queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: getCategoriesQueryOptions(token).queryKey });
      void refreshRelatedContent(queryClient);
    },
  });
}
