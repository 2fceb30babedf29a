import type { RevisionKind } from '@livefully/contracts';
import { AutosaveNotice } from '../revisions/autosave-notice';
import { ConflictDialog, type EditConflict } from '../revisions/conflict-dialog';
import { HistoryPanel } from '../revisions/history-panel';
import type { DisplayNames } from '../revisions/text-diff';
import type { AutosaveOffer } from '../revisions/use-autosave';
import type { Versioned } from './versioned';

/** What useEditor knows of an item's versions: its history, the autosave on offer and a refused save. */
export type EditorRevisionsProps<Item extends Versioned, V extends object> = {
  kind: RevisionKind;
  noun: string;
  fields: readonly string[];
  names?: DisplayNames | undefined;
  /** The version the form's values are based on; null for a new item, which has no history yet. */
  item: Item | null;
  dirty: boolean;
  onRestored: (saved: Item) => void;
  autosave: { offer: AutosaveOffer<V> | null; restore: () => Promise<void>; discard: () => void };
  conflicts: {
    conflict: EditConflict<V> | null;
    merge: (merged: V) => void;
    overwrite: () => Promise<void>;
    cancel: () => void;
    busy: boolean;
  };
};

/** Above the form: unsaved values an earlier visit left behind, offered back. */
export function EditorAutosaveNotice<Item extends Versioned, V extends object>({ noun, autosave }: EditorRevisionsProps<Item, V>) {
  return <AutosaveNotice offer={autosave.offer} noun={noun} onRestore={() => void autosave.restore()} onDiscard={autosave.discard} />;
}

/** Below the form: the item's history, and the dialog of a save refused because of a later one. */
export function EditorHistory<Item extends Versioned, V extends object>(props: EditorRevisionsProps<Item, V>) {
  const { kind, noun, fields, names, item, dirty, onRestored, conflicts } = props;
  return (
    <>
      {item ? <HistoryPanel kind={kind} noun={noun} item={item} dirty={dirty} names={names} onRestored={onRestored} /> : null}
      <ConflictDialog
        noun={noun}
        conflict={conflicts.conflict}
        fields={fields}
        names={names}
        onMerge={conflicts.merge}
        onOverwrite={() => void conflicts.overwrite()}
        onCancel={conflicts.cancel}
        busy={conflicts.busy}
      />
    </>
  );
}
