import { Button } from '@livefully/web-kit/ui';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../dialog/confirm-dialog';

type DeleteControlProps = {
  noun: string;
  name: string;
  onDelete: () => Promise<boolean>;
  busy: boolean;
  /** What else the editor should know before deleting (what uses the item). */
  consequence?: ReactNode;
};

export function DeleteControl({ noun, name, onDelete, busy, consequence }: DeleteControlProps) {
  const [open, setOpen] = useState(false);
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
        onConfirm={async () => {
          if (!(await onDelete())) setOpen(false);
        }}
        cancelLabel={`Keep ${noun}`}
      />
    </>
  );
}
