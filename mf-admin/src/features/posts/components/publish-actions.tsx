import { ErrorCode, type AdminPost, type PostInput } from '@livefully/contracts';
import { missingAltMessage } from '@livefully/contracts/image-alt';
import { contentAdminRoutes as routes, type Route } from '@livefully/contracts/routes';
import { ApiError, useAuth } from '@livefully/web-kit';
import { Button } from '@livefully/web-kit/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { PartlySaved } from '../../../components/editor/partly-saved';
import type { KindActionsProps } from '../../../components/kind-editor/kind-editor';
import { useCreatePost, useUpdatePost } from '../api/post-queries';
import { PUBLISHING_ROUTES, usePublishingStep, type PublishingStep } from '../api/publishing-steps';
import type { PostFormValues } from '../utils/post-form-values';
import { postStateOf } from '../utils/post-status';
import { ScheduleDialog } from './schedule-dialog';
import { useSendBackAction } from './send-back-action';

type Confirming = 'publish' | 'update' | 'unpublish' | null;

/** What each confirmation says will happen, for a post called `title`. */
export const CONFIRMATIONS = {
  publish: (title: string) => ({
    title: `Publish “${title}” now?`,
    description: 'Readers will see it at once.',
    confirmLabel: 'Publish now',
  }),
  update: (title: string) => ({
    title: `Update “${title}”?`,
    description: 'Readers will see your changes at once.',
    confirmLabel: 'Update',
  }),
  unpublish: (title: string) => ({
    title: `Unpublish “${title}”?`,
    description: 'Readers will no longer see it: it goes back to the drafts, and publishing it again dates it then.',
    confirmLabel: 'Unpublish',
  }),
};

/**
 * The post editor's save buttons by the saved post's state (docs/content-admin.md, Publishing,
 * Review): a draft has Save draft, and Publish now and Schedule… (or Submit for review for a
 * contributor); a post waiting for review Save, and for an editor Publish now, Schedule… and
 * Send back…; a scheduled post Update, Reschedule…, Publish now and Unpublish; a published one
 * Update and Unpublish. Each that changes what readers see asks first. Enter and Ctrl+S save a
 * draft, a post in review or a scheduled post, and ask before updating a published one. The
 * buttons follow the member's role (docs/roles.md): a contributor publishes nothing, an author
 * only their own posts; the server refuses anyway.
 */
/** Whether the member's role lets them call a route (own: on their own post), as the admin route decides it. */
export type MayCall = (route: Route, own?: boolean) => boolean;

export function usePublishActions({
  item: post,
  form,
  submitWith,
  saving,
  extra: { mayCall },
}: KindActionsProps<AdminPost, PostFormValues, PostInput, { mayCall: MayCall }>) {
  const create = useCreatePost();
  const update = useUpdatePost();
  const step = usePublishingStep();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [scheduling, setScheduling] = useState(false);
  const { user } = useAuth();
  const state = post ? postStateOf(post) : 'draft';
  const title = form.values.title.trim() || 'this post';
  // A new post will be the signer's own; a saved one is theirs when they created it.
  const own = !post || (post.createdByUid !== null && post.createdByUid === user?.uid);
  const may = (name: PublishingStep) => mayCall(PUBLISHING_ROUTES[name], own);
  const mayEdit = mayCall(routes.updatePost, own);
  // Submitting is for those who cannot publish: an author or an editor publishes directly.
  const maySubmit = state === 'draft' && may('submit') && !may('publish');
  const sendBack = useSendBackAction({ post, title, submitWith, saving, allowed: state === 'review' && mayCall(routes.sendBackPost) });

  const through = (name: PublishingStep, patch: Partial<PostInput> = {}) =>
    submitWith(async (input, based) => {
      if (name !== 'submit' && name !== 'unpublish') refuseImagesWithoutAlt(input);
      if (based) return step.mutateAsync({ step: name, id: based.id, input: { ...input, ...patch }, version: based.version });
      // A new post is saved as a draft first, then goes through the step like any other, so the
      // server's checks of that step (a scheduled time already passed) apply to it too.
      const draft = await create.mutateAsync({ ...input, status: 'draft', publishedAt: null });
      try {
        return await step.mutateAsync({ step: name, id: draft.id, input: { ...input, ...patch }, version: draft.version });
      } catch (error) {
        // The draft is saved: the editor moves to it and says why the step was refused.
        throw new PartlySaved(draft, error);
      }
    });
  // A post in review is saved as a draft's fields; the server keeps it in review.
  const saveDraft = submitWith((input, based) => {
    const draft = { ...input, status: 'draft' as const, publishedAt: null };
    return based ? update.mutateAsync({ id: based.id, input: draft, version: based.version }) : create.mutateAsync(draft);
  });
  const run = (action: () => void) => () => {
    setConfirming(null);
    setScheduling(false);
    action();
  };

  const ask = (what: Exclude<Confirming, null>) => () => setConfirming(what);
  const editable = state === 'draft' || state === 'review';
  const buttons = (
    <>
      {editable && mayEdit ? (
        <Button
          type="button"
          variant="soft"
          highContrast
          disabled={saving}
          onClick={() => saveDraft()}
          aria-keyshortcuts="Control+S Meta+S"
        >
          {saving ? 'Saving...' : state === 'review' ? 'Save' : 'Save draft'}
        </Button>
      ) : null}
      {maySubmit ? (
        <Button type="button" disabled={saving} onClick={() => through('submit')()}>
          Submit for review
        </Button>
      ) : null}
      {sendBack.button}
      {(state === 'scheduled' || state === 'published') && may('unpublish') ? (
        <Button type="button" variant="soft" highContrast color="gray" disabled={saving} onClick={ask('unpublish')}>
          Unpublish
        </Button>
      ) : null}
      {state !== 'published' && may('schedule') ? (
        <Button type="button" variant="soft" highContrast disabled={saving} onClick={() => setScheduling(true)}>
          {state === 'scheduled' ? 'Reschedule…' : 'Schedule…'}
        </Button>
      ) : null}
      {state === 'scheduled' && may('update') ? (
        <Button type="button" variant="soft" highContrast disabled={saving} onClick={() => through('update')()}>
          Update
        </Button>
      ) : null}
      {state !== 'published' && may('publish') ? (
        <Button type="button" disabled={saving} onClick={ask('publish')}>
          Publish now
        </Button>
      ) : null}
      {state === 'published' && may('update') ? (
        <Button type="button" disabled={saving} onClick={ask('update')} aria-keyshortcuts="Control+S Meta+S">
          {saving ? 'Saving...' : 'Update'}
        </Button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          {...CONFIRMATIONS[confirming](title)}
          tone={confirming === 'unpublish' ? 'danger' : 'default'}
          onConfirm={run(() => through(confirming)())}
        />
      ) : null}
      {scheduling ? (
        <ScheduleDialog
          open
          onOpenChange={setScheduling}
          title={title}
          current={state === 'scheduled' ? (post?.publishedAt ?? null) : null}
          onSchedule={(at) => run(() => through('schedule', { publishedAt: at })())()}
        />
      ) : null}
      {sendBack.dialog}
    </>
  );
  const nothing = () => undefined;
  const onSubmit = editable
    ? mayEdit
      ? saveDraft
      : nothing
    : !may('update')
      ? nothing
      : state === 'scheduled'
        ? through('update')
        : ask('update');
  return { buttons, onSubmit };
}

/**
 * The server's rule for a post going public (docs/media.md, Alt text), checked first with the
 * same function: the refusal reads as the server's 400 would, so it shows on the field the same way.
 */
function refuseImagesWithoutAlt(input: PostInput): void {
  const message = missingAltMessage(input.content);
  if (!message) return;
  const body = { code: ErrorCode.Validation, message: 'Invalid post', issues: [{ path: ['content'], message }] };
  throw new ApiError(400, `400: ${JSON.stringify(body)}`, ErrorCode.Validation);
}
