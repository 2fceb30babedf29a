import { useCallback, useRef } from 'react';

/**
 * The key of an editor across "new" becoming "edit": the form that just created an item keeps
 * its state and focus at the item's new address; any other id gets a fresh form.
 */
export function useEditorKey(id: string | undefined) {
  const created = useRef<string | null>(null);
  const onCreated = useCallback((newId: string) => {
    created.current = newId;
  }, []);
  const justCreated = id !== undefined && id === created.current;
  return { key: justCreated ? 'new' : (id ?? 'new'), justCreated, onCreated };
}
