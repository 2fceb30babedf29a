import type { AdminPost, PostInput } from '@livefully/contracts';
import { contentAdminRoutes as ops } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';

/** The publish flow's operations (docs/content-admin.md, Publishing), by the button that sends each. */
export const PUBLISHING_ROUTES = {
  publish: ops.publishPost,
  schedule: ops.schedulePost,
  update: ops.updatePublishedPost,
  unpublish: ops.unpublishPost,
} as const;

export type PublishingStep = keyof typeof PUBLISHING_ROUTES;

export type PublishingStepVariables = { step: PublishingStep; id: string; input: PostInput; version: number };

/** A save of the post's fields through one step, based on the version the edit started from, refreshing what it changes. */
export function usePublishingStep() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.posts, 'publishing'],
    mutationFn: ({ step, id, input, version }: PublishingStepVariables): Promise<AdminPost> =>
      callApi(PUBLISHING_ROUTES[step], { params: { id }, body: { ...input, version } }, { token }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.detail(adminKeys.posts, saved.id), saved);
      void refreshRelatedContent(queryClient);
    },
  });
}
