import type { ListId, Mailing, MailingInput } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { useNavigate } from '@livefully/web-kit/router';
import { useState } from 'react';
import { reportFailure } from '../../../components/editor/report-failure';
import { useEditorForm } from '../../../components/form/use-editor-form';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { isAccessError, readApiProblem } from '../../../lib/api-problem';
import {
  useCreateMailing,
  useDeleteMailing,
  useMailing,
  useScheduleMailing,
  useSendMailing,
  useSendTestMailing,
  useUnscheduleMailing,
  useUpdateMailing,
} from '../api/mailing-queries';
import { formatDateTime } from '../../../lib/local-date-time';
import { MAILING_FIELDS, mailingToValues, newMailingValues, parseMailingValues } from '../utils/mailing-form-values';

type Options = { mailing: Mailing | null; initialList: ListId | ''; onCreated: (id: string) => void };

/**
 * The compose screen's work: the form (the server's schema), saving a draft (a new one moves to
 * its own address), and the actions on the saved mailing (preview, test, send, schedule), each
 * of which saves unsaved changes first, so what is previewed, tested or sent is what is on
 * screen; then cancelling a schedule and deleting a draft.
 */
export function useMailingEditor({ mailing, initialList, onCreated }: Options) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useEditorForm({
    initialValues: mailing ? mailingToValues(mailing) : newMailingValues(initialList),
    parse: parseMailingValues,
    fields: MAILING_FIELDS,
  });
  const guard = useUnsavedChanges(form.dirty);
  const [savedId, setSavedId] = useState(mailing?.id ?? '');
  // The polled copy: its counts move while it sends.
  const live = useMailing(savedId).data ?? mailing;
  const create = useCreateMailing();
  const update = useUpdateMailing();
  const send = useSendMailing();
  const test = useSendTestMailing();
  const schedule = useScheduleMailing();
  const unschedule = useUnscheduleMailing();
  const remove = useDeleteMailing();
  const [scheduling, setScheduling] = useState<Mailing | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [previewing, setPreviewing] = useState<Mailing | null>(null);
  const [confirming, setConfirming] = useState<Mailing | null>(null);

  async function save(input: MailingInput): Promise<Mailing | null> {
    try {
      const saved = live ? await update.mutateAsync({ id: live.id, input }) : await create.mutateAsync(input);
      form.reset(mailingToValues(saved));
      if (!live) {
        setSavedId(saved.id);
        onCreated(saved.id);
        guard.allowNextNavigation();
        void navigate(`/admin/mailings/${saved.id}`, { replace: true });
      }
      return saved;
    } catch (error) {
      reportFailure(error, toast, 'save', form);
      return null;
    }
  }

  /** Validates and saves what changed, then acts on the saved mailing. */
  const withSaved = (action: (saved: Mailing) => void | Promise<void>) =>
    form.handleSubmit(async (input) => {
      const saved = live && !form.dirty ? live : await save(input);
      if (saved) await action(saved);
    });

  const onSubmit = withSaved((saved) => {
    toast({ title: 'Draft saved', description: `“${saved.subject}” is saved; nothing was sent.` });
  });
  const onPreview = withSaved((saved) => setPreviewing(saved));
  const onSendTest = withSaved(async (saved) => {
    try {
      const { to } = await test.mutateAsync(saved.id);
      toast({ title: 'Test sent', description: `A test of “${saved.subject}” is on its way to ${to}.` });
    } catch (error) {
      if (!isAccessError(error))
        toast({ title: 'Could not send the test', description: readApiProblem(error).message, variant: 'destructive' });
    }
  });
  const onSend = withSaved((saved) => setConfirming(saved));

  async function confirmSend() {
    if (!confirming) return;
    try {
      const started = await send.mutateAsync(confirming.id);
      setConfirming(null);
      toast({ title: 'Sending started', description: `“${started.subject}” is going to ${started.counts.total} subscribers.` });
    } catch (error) {
      setConfirming(null);
      if (!isAccessError(error)) toast({ title: 'Could not send', description: readApiProblem(error).message, variant: 'destructive' });
    }
  }

  const onSchedule = withSaved((saved) => setScheduling(saved));

  /** Schedules the mailing; the server's message for the time field when it refuses, for the dialog to show. */
  async function confirmSchedule(sendAt: string): Promise<string | null> {
    if (!scheduling) return null;
    try {
      const scheduled = await schedule.mutateAsync({ id: scheduling.id, sendAt });
      setScheduling(null);
      toast({
        title: 'Mailing scheduled',
        description: `“${scheduled.subject}” goes out ${formatDateTime(scheduled.scheduledAt ?? sendAt)}.`,
      });
      return null;
    } catch (error) {
      const problem = readApiProblem(error);
      const onField = problem.issues.find((issue) => issue.path.join('.') === 'sendAt');
      if (onField) return onField.message;
      setScheduling(null);
      if (!isAccessError(error)) toast({ title: 'Could not schedule', description: problem.message, variant: 'destructive' });
      return null;
    }
  }

  async function onUnschedule() {
    if (!live) return;
    try {
      const draft = await unschedule.mutateAsync(live.id);
      toast({ title: 'Schedule cancelled', description: `“${draft.subject}” is a draft again; nothing was sent.` });
    } catch (error) {
      if (!isAccessError(error))
        toast({ title: 'Could not cancel the schedule', description: readApiProblem(error).message, variant: 'destructive' });
    }
  }

  /** Deletes the draft for good and goes back to the list, where the focus starts again. */
  async function confirmDelete() {
    if (!live) return;
    try {
      await remove.mutateAsync(live.id);
      setDeleting(false);
      toast({ title: 'Draft deleted', description: `“${live.subject}” is deleted.` });
      guard.allowNextNavigation();
      void navigate('/admin/mailings');
    } catch (error) {
      setDeleting(false);
      if (!isAccessError(error)) toast({ title: 'Could not delete', description: readApiProblem(error).message, variant: 'destructive' });
    }
  }

  return {
    form,
    guard,
    live,
    saving: create.isPending || update.isPending,
    testing: test.isPending,
    sending: send.isPending,
    scheduleBusy: schedule.isPending || unschedule.isPending,
    onSchedule,
    scheduling,
    closeSchedule: () => setScheduling(null),
    confirmSchedule,
    onUnschedule: () => void onUnschedule(),
    deleting,
    askDelete: () => setDeleting(true),
    cancelDelete: () => setDeleting(false),
    confirmDelete,
    deleteBusy: remove.isPending,
    onSubmit,
    onPreview,
    onSendTest,
    onSend,
    previewing,
    closePreview: () => setPreviewing(null),
    confirming,
    cancelSend: () => setConfirming(null),
    confirmSend,
  };
}
