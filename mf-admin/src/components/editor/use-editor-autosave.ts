import type { RevisionKind } from '@livefully/contracts';
import { useCallback } from 'react';
import { useFetchRevision } from '../../lib/revision-queries';
import { useAutosave } from '../revisions/use-autosave';
import type { FormValues, Versioned } from './versioned';

type Options<Item extends Versioned, V extends object> = {
  kind: RevisionKind;
  /** The version the form's values are based on; null for a new item. */
  basedOn: Item | null;
  /** Makes another version the one the form's values are based on. */
  rebase: (item: Item) => void;
  form: FormValues<V> & { values: V; dirty: boolean };
  toValues: (item: Item) => V;
};

/**
 * The editor's unsaved values kept on this device and on the server (useAutosave), and offered
 * back when the editor opens again; a restore puts them in the form.
 */
export function useEditorAutosave<Item extends Versioned, V extends object>({ kind, basedOn, rebase, form, toValues }: Options<Item, V>) {
  const autosave = useAutosave({
    kind,
    id: basedOn?.id ?? null,
    baseVersion: basedOn?.version ?? null,
    savedAt: basedOn?.updatedAt ?? null,
    values: form.values,
    dirty: form.dirty,
  });
  const fetchRevision = useFetchRevision(kind);
  const { offer, accept } = autosave;
  const { reset, setValues } = form;

  /**
   * Autosaved values go back into the form. Values based on an older version than the item's
   * keep that version as their base, so the next save is refused and the conflict dialog shows
   * what was saved since, instead of the old values silently undoing it.
   */
  const restore = useCallback(async () => {
    accept();
    if (!offer) return;
    if (basedOn && offer.baseVersion !== null && offer.baseVersion !== basedOn.version) {
      try {
        const base = await fetchRevision(basedOn.id, offer.baseVersion);
        const older = base.content as unknown as Item;
        rebase(older);
        reset(toValues(older));
      } catch {
        // That version is no longer kept (pruned): the values go on the current one.
      }
    }
    setValues(offer.values);
  }, [accept, offer, basedOn, fetchRevision, rebase, reset, setValues, toValues]);

  return { offer, restore, discard: autosave.discard, clear: autosave.clear };
}
