import { useState } from 'react';

/**
 * The key of an editor across "new" becoming "edit": the form that just created an item keeps
 * its state and focus at the item's new address; any other id gets a fresh form.
 */
export function useEditorKey(id: string | undefined) {
  const [created, onCreated] = useState<string | null>(null);
  const justCreated = id !== undefined && id === created;
  return { key: justCreated ? 'new' : (id ?? 'new'), justCreated, onCreated: onCreated as (newId: string) => void };
}
