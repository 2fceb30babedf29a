import type { AdminPost, PostInput } from '@livefully/contracts';
import { contentAdminRoutes as ops } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { refreshRelatedContent } from '../../../lib/refresh-content';
import { useIdToken } from '../../../lib/use-id-token';

/** The publish flow's and review's operations (docs/content-admin.md, Publishing, Review), by the button that sends each. */
export const PUBLISHING_ROUTES = {
  publish: ops.publishPost,
  schedule: ops.schedulePost,
  update: ops.updatePublishedPost,
  unpublish: ops.unpublishPost,
  submit: ops.submitPost,
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

/** An editor's send back of a post in review, with the note, based on the version they read. */
export function useSendBack() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.posts, 'send-back'],
    mutationFn: ({ id, note, version }: { id: string; note: string; version: number }): Promise<AdminPost> =>
      callApi(ops.sendBackPost, { params: { id }, body: { note, version } }, { token }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.detail(adminKeys.posts, saved.id), saved);
      void refreshRelatedContent(queryClient);
    },
  });
}
