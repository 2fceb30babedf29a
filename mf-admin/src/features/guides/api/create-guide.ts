import type { AdminGuide, GuideInput } from '@livefully/contracts';
import { apiRequest } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';
import { getGuideQueryOptions } from './get-guide';
import { getGuidesQueryOptions } from './get-guides';

export function createGuide(token: string, input: GuideInput): Promise<AdminGuide> {
  return apiRequest<AdminGuide>('POST', '/api/admin/guides', input, { token });
}

export function useCreateGuide() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.guides, 'create'],
    mutationFn: (input: GuideInput) => createGuide(token, input),
    onSuccess: (guide) => {
      queryClient.setQueryData(getGuideQueryOptions(token, guide.id).queryKey, guide);
      void queryClient.invalidateQueries({ queryKey: getGuidesQueryOptions(token).queryKey });
      void refreshRelatedContent(queryClient);
    },
  });
}
