import type { Blocker } from '@livefully/web-kit/router';
import { ConfirmDialog } from '../dialog/confirm-dialog';

/** Asks before an in-app navigation drops unsaved changes. */
export function LeaveDialog({ blocker, noun }: { blocker: Blocker; noun: string }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description={`You have unsaved changes to this ${noun}. If you leave now, they will be lost.`}
      cancelLabel="Stay on this page"
      confirmLabel="Leave without saving"
      tone="danger"
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
