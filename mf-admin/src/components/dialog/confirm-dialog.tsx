import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import './confirm-dialog.css';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
  busyLabel?: string;
  tone?: 'danger' | 'default';
};

/**
 * A modal that asks before something that cannot be taken back: focus starts on the safe
 * choice, stays inside, Escape cancels, and returns to where it was.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  busy = false,
  busyLabel,
  tone = 'default',
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="admin-dialog__overlay" />
        <AlertDialog.Content className="admin-dialog">
          <AlertDialog.Title className="admin-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="admin-dialog__text">{description}</div>
          </AlertDialog.Description>
          <div className="admin-dialog__actions">
            <AlertDialog.Cancel asChild>
              <button type="button" className="button button--outline" disabled={busy}>
                {cancelLabel}
              </button>
            </AlertDialog.Cancel>
            <button
              type="button"
              className={`button ${tone === 'danger' ? 'admin-button--danger' : 'button--primary'}`}
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
