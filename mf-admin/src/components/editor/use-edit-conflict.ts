import { ErrorCode } from '@livefully/contracts';
import { useState } from 'react';
import { isAccessError, readApiProblem } from '../../lib/api-problem';
import type { EditConflict } from '../revisions/conflict-dialog';
import type { FormValues, Versioned } from './versioned';

type Update<Item, T> = { mutateAsync: (variables: { id: string; input: T; version: number }) => Promise<Item> };

type Options<Item extends Versioned, V extends object, T> = {
  toValues: (item: Item) => V;
  update: Update<Item, T>;
  form: FormValues<V>;
  /** Makes another version the one the form's values are based on. */
  rebase: (item: Item) => void;
  /** An overwrite went through. */
  onSaved: (saved: Item) => void;
  /** An overwrite was refused too. */
  onFailed: (error: unknown) => void;
};

/** A save of the input based on a saved item: the plain update, or a post's publish step. */
type Write<Item, T> = (input: T, basedOn: Item) => Promise<Item>;

type Conflict<Item, V extends object, T> = EditConflict<V> & { currentItem: Item; input: T; write: Write<Item, T> };

/** The version saved in between, as the content service sends it with a 409 VERSION_CONFLICT. */
function currentOf<Item>(error: unknown): Item | null {
  const problem = isAccessError(error) ? null : readApiProblem(error);
  if (problem?.code !== ErrorCode.VersionConflict) return null;
  const current = (problem.details as { current?: unknown } | null | undefined)?.current;
  return current && typeof current === 'object' ? (current as Item) : null;
}

/**
 * The later of two saves of one version: it is refused, and the conflict dialog lets the admin
 * merge both changes into the form (based on the version saved since) or overwrite knowingly.
 */
export function useEditConflict<Item extends Versioned, V extends object, T>(options: Options<Item, V, T>) {
  const { toValues, update, form, rebase, onSaved, onFailed } = options;
  const [conflict, setConflict] = useState<Conflict<Item, V, T> | null>(null);
  const [busy, setBusy] = useState(false);

  /** The plain save, for a conflict of one. */
  const plainUpdate: Write<Item, T> = (input, based) => update.mutateAsync({ id: based.id, input, version: based.version });

  /**
   * Opens the dialog when a save of `basedOn` was refused because of a later save; false for any
   * other failure. `write` is the save that was refused (a post's Publish now, Update…): an
   * overwrite goes through it again, so it means what the button meant.
   */
  function catchConflict(error: unknown, basedOn: Item, input: T, mine: V, write: Write<Item, T> = plainUpdate): boolean {
    const current = currentOf<Item>(error);
    if (!current) return false;
    setConflict({
      base: toValues(basedOn),
      theirs: toValues(current),
      mine,
      basedOnVersion: basedOn.version,
      current: { version: current.version, updatedAt: current.updatedAt },
      currentItem: current,
      input,
      write,
    });
    return true;
  }

  /** The merged values in the form, based on the version saved since: the next save sends that version. */
  function merge(merged: V) {
    if (!conflict) return;
    rebase(conflict.currentItem);
    form.reset(conflict.theirs);
    form.setValues(merged);
    setConflict(null);
  }

  /** The admin's own values saved over the version saved since, which stays in the history. */
  async function overwrite() {
    if (!conflict) return;
    setBusy(true);
    try {
      const saved = await conflict.write(conflict.input, conflict.currentItem);
      setConflict(null);
      onSaved(saved);
    } catch (error) {
      setConflict(null);
      onFailed(error);
    } finally {
      setBusy(false);
    }
  }

  return { conflict, catchConflict, merge, overwrite, cancel: () => setConflict(null), busy };
}
