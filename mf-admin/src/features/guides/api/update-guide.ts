import type { AdminGuide, GuideInput } from '@livefully/contracts';
import { apiRequest } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';
import { getGuideQueryOptions } from './get-guide';
import { getGuidesQueryOptions } from './get-guides';

export function updateGuide(token: string, id: string, input: GuideInput): Promise<AdminGuide> {
  return apiRequest<AdminGuide>('PUT', `/api/admin/guides/${encodeURIComponent(id)}`, input, { token });
}

export function useUpdateGuide() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.guides, 'update'],
    mutationFn: ({ id, input }: { id: string; input: GuideInput }) => updateGuide(token, id, input),
    onSuccess: (guide) => {
      queryClient.setQueryData(getGuideQueryOptions(token, guide.id).queryKey, guide);
      void queryClient.invalidateQueries({ queryKey: getGuidesQueryOptions(token).queryKey });
      void refreshRelatedContent(queryClient);
    },
  });
}
