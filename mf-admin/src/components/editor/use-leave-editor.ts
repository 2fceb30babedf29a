import { useNavigate } from '@livefully/web-kit/router';
import { useCallback } from 'react';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';

/**
 * How an editor is left: an in-app navigation that would drop unsaved changes is held for the
 * leave dialog, while the moves the editor makes itself (a new item to its edit address, a
 * deleted one back to the dashboard) go through, though the form is still dirty until the
 * save's reset renders.
 */
export function useLeaveEditor({ dirty, section }: { dirty: boolean; section: string }) {
  const { blocker, allowNextNavigation } = useUnsavedChanges(dirty);
  const navigate = useNavigate();

  /** A new item, once created, is edited at its own address; "new" is not kept in the history. */
  const openSaved = useCallback(
    (id: string) => {
      allowNextNavigation();
      void navigate(`/admin/${section}/${id}/edit`, { replace: true });
    },
    [allowNextNavigation, navigate, section],
  );

  /** A deleted item has nothing left to edit. */
  const backToDashboard = useCallback(() => {
    allowNextNavigation();
    void navigate('/admin');
  }, [allowNextNavigation, navigate]);

  return { blocker, openSaved, backToDashboard };
}
