import { useBlocker, type BlockerFunction } from '@livefully/web-kit/router';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Holds an in-app navigation while there are unsaved changes (the caller asks with a dialog)
 * and lets the browser ask before a reload or a closed tab. `allowNextNavigation` lets a save
 * move on (a new item goes to its edit address) before the next render clears the flag.
 */
export function useUnsavedChanges(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  const allowed = useRef(false);
  // Read by the blocker when a navigation starts, which is always after this commit.
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return dirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowNextNavigation };
}
