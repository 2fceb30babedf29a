import { apiRequest } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';
import { getGuideQueryOptions } from './get-guide';
import { getGuidesQueryOptions } from './get-guides';

export function deleteGuide(token: string, id: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('DELETE', `/api/admin/guides/${encodeURIComponent(id)}`, undefined, { token });
}

export function useDeleteGuide() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.guides, 'delete'],
    mutationFn: (id: string) => deleteGuide(token, id),
    onSuccess: (_result, id) => {
      // The editor leaves the page as this settles; nothing should ask for the deleted guide again.
      queryClient.removeQueries({ queryKey: getGuideQueryOptions(token, id).queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: getGuidesQueryOptions(token).queryKey });
      void refreshRelatedContent(queryClient);
    },
  });
}
