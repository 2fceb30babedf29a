import type { AdminCategory, CategoryInput } from '@livefully/contracts';
import { apiRequest } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';
import { getCategoryQueryOptions } from './get-category';
import { getCategoriesQueryOptions } from './get-categories';

export function updateCategory(token: string, id: string, input: CategoryInput): Promise<AdminCategory> {
  return apiRequest<AdminCategory>('PUT', `/api/admin/categories/${encodeURIComponent(id)}`, input, { token });
}

export function useUpdateCategory() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.categories, 'update'],
    mutationFn: ({ id, input }: { id: string; input: CategoryInput }) => updateCategory(token, id, input),
    onSuccess: (category) => {
      queryClient.setQueryData(getCategoryQueryOptions(token, category.id).queryKey, category);
      void queryClient.invalidateQueries({ queryKey: getCategoriesQueryOptions(token).queryKey });
      void refreshRelatedContent(queryClient);
    },
  });
}
