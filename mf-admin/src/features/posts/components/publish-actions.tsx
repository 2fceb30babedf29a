import type { AdminPost, PostInput } from '@livefully/contracts';
import { Button } from '@livefully/web-kit/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import type { KindActionsProps } from '../../../components/kind-editor/kind-editor';
import { useCreatePost, useUpdatePost } from '../api/post-queries';
import { usePublishingStep, type PublishingStep } from '../api/publishing-steps';
import type { PostFormValues } from '../utils/post-form-values';
import { postStateOf } from '../utils/post-status';
import { ScheduleDialog } from './schedule-dialog';

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
 * The post editor's save buttons by the saved post's state (docs/content-admin.md, Publishing):
 * a draft has Save draft, Publish now and Schedule…; a scheduled post Update, Reschedule…,
 * Publish now and Unpublish; a published one Update and Unpublish. Each that changes what
 * readers see asks first. Enter and Ctrl+S save a draft or a scheduled post, and ask before
 * updating a published one.
 */
export function usePublishActions({ item: post, form, submitWith, saving }: KindActionsProps<AdminPost, PostFormValues, PostInput>) {
  const create = useCreatePost();
  const update = useUpdatePost();
  const step = usePublishingStep();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [scheduling, setScheduling] = useState(false);
  const state = post ? postStateOf(post) : 'draft';
  const title = form.values.title.trim() || 'this post';

  const through = (name: PublishingStep, patch: Partial<PostInput> = {}) =>
    submitWith((input, based) =>
      based
        ? step.mutateAsync({ step: name, id: based.id, input: { ...input, ...patch }, version: based.version })
        : // A new post is made in the state the button means; the server dates one published without a date.
          create.mutateAsync({ ...input, status: name === 'unpublish' ? 'draft' : 'published', publishedAt: null, ...patch }),
    );
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
  const buttons = (
    <>
      {state === 'draft' ? (
        <Button
          type="button"
          variant="soft"
          highContrast
          disabled={saving}
          onClick={() => saveDraft()}
          aria-keyshortcuts="Control+S Meta+S"
        >
          {saving ? 'Saving...' : 'Save draft'}
        </Button>
      ) : null}
      {state !== 'draft' ? (
        <Button type="button" variant="soft" highContrast color="gray" disabled={saving} onClick={ask('unpublish')}>
          Unpublish
        </Button>
      ) : null}
      {state !== 'published' ? (
        <Button type="button" variant="soft" highContrast disabled={saving} onClick={() => setScheduling(true)}>
          {state === 'scheduled' ? 'Reschedule…' : 'Schedule…'}
        </Button>
      ) : null}
      {state === 'scheduled' ? (
        <Button type="button" variant="soft" highContrast disabled={saving} onClick={() => through('update')()}>
          Update
        </Button>
      ) : null}
      {state !== 'published' ? (
        <Button type="button" disabled={saving} onClick={ask('publish')}>
          Publish now
        </Button>
      ) : (
        <Button type="button" disabled={saving} onClick={ask('update')} aria-keyshortcuts="Control+S Meta+S">
          {saving ? 'Saving...' : 'Update'}
        </Button>
      )}
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
    </>
  );
  const onSubmit = state === 'draft' ? saveDraft : state === 'scheduled' ? through('update') : ask('update');
  return { buttons, onSubmit };
}
