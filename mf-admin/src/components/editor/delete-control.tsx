import { Button } from '@livefully/web-kit/ui';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../dialog/confirm-dialog';

type DeleteControlProps = {
  noun: string;
  name: string;
  /** Reports its own failure and resolves false; it never rejects. */
  onDelete: () => Promise<boolean>;
  busy: boolean;
  /** What else the editor should know before deleting (what uses the item). */
  consequence?: ReactNode;
};

export function DeleteControl({ noun, name, onDelete, busy, consequence }: DeleteControlProps) {
  const [open, setOpen] = useState(false);
  async function confirmDelete() {
    if (!(await onDelete())) setOpen(false);
  }
  return (
    <>
      <Button type="button" color="red" variant="soft" onClick={() => setOpen(true)} disabled={busy}>
        <Trash2 aria-hidden="true" focusable="false" size={16} />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete this ${noun}?`}
        description={`“${name}” will be removed from the site and kept in the Trash, where it can be restored until it is purged.`}
        detail={consequence}
        confirmLabel={`Delete ${noun}`}
        busyLabel="Deleting..."
        tone="danger"
        busy={busy}
        // Nothing to catch: onDelete never rejects.
        onConfirm={() => void confirmDelete()}
        cancelLabel={`Keep ${noun}`}
      />
    </>
  );
}
