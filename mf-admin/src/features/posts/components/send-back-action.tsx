import type { AdminPost, PostInput } from '@livefully/contracts';
import { Button } from '@livefully/web-kit/ui';
import { useState } from 'react';
import type { KindActionsProps } from '../../../components/kind-editor/kind-editor';
import { useSendBack } from '../api/publishing-steps';
import type { PostFormValues } from '../utils/post-form-values';
import { SendBackDialog } from './send-back-dialog';

type SendBackActionProps = Pick<KindActionsProps<AdminPost, PostFormValues, PostInput>, 'submitWith' | 'saving'> & {
  post: AdminPost | null;
  title: string;
  /** An editor, on a post waiting for review. */
  allowed: boolean;
};

/**
 * An editor's Send back… (docs/content-admin.md, Review): a dialog asks for the note, and the
 * post goes back to its writer as it was saved, based on the version the editor read (a save
 * in between opens the conflict dialog, as any save does).
 */
export function useSendBackAction({ post, title, submitWith, saving, allowed }: SendBackActionProps) {
  const sendBack = useSendBack();
  const [open, setOpen] = useState(false);
  if (!allowed || !post) return { button: null, dialog: null };
  const send = (note: string) => {
    setOpen(false);
    submitWith((_input, based) => sendBack.mutateAsync({ id: (based ?? post).id, note, version: (based ?? post).version }))();
  };
  return {
    button: (
      <Button type="button" variant="soft" highContrast color="orange" disabled={saving} onClick={() => setOpen(true)}>
        Send back…
      </Button>
    ),
    dialog: open ? <SendBackDialog open onOpenChange={setOpen} title={title} onSendBack={send} /> : null,
  };
}
