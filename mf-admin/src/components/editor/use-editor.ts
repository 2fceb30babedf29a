import { ErrorCode, type RevisionKind } from '@livefully/contracts';
import { useToast, type UseToast } from '@livefully/web-kit';
import { useNavigate } from '@livefully/web-kit/router';
import { useState } from 'react';
import type { FormParse } from '../form/field-errors';
import { useEditorForm } from '../form/use-editor-form';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { isAccessError, readApiProblem } from '../../lib/api-problem';
import { useFetchRevision } from '../../lib/revision-queries';
import { AutosaveNotice } from '../revisions/autosave-notice';
import { ConflictDialog, type EditConflict } from '../revisions/conflict-dialog';
import { HistoryPanel } from '../revisions/history-panel';
import type { DisplayNames } from '../revisions/text-diff';
import { useAutosave } from '../revisions/use-autosave';
import { reportFailure } from './report-failure';

type ToastMessage = Parameters<UseToast['toast']>[0];

type Mutation<Variables, Result> = { mutateAsync: (variables: Variables) => Promise<Result>; isPending: boolean };

/** What every saved item carries: its id, its version (raised by each save) and when it was last saved. */
type Versioned = { id: string; version: number; updatedAt: string };

type EditorOptions<Item extends Versioned, V extends object, T> = {
  /** The saved item, or null for a new one. */
  item: Item | null;
  /** Which kind of content, for its history and autosave. */
  kind: RevisionKind;
  /** 'post', 'guide', … as people read it. */
  noun: string;
  /** The admin section the item's edit address lives under: 'posts', 'guides', … */
  section: string;
  toValues: (item: Item) => V;
  newValues: () => V;
  parse: (values: V) => FormParse<T>;
  fields: readonly string[];
  create: Mutation<T, Item>;
  update: Mutation<{ id: string; input: T; version: number }, Item>;
  remove: Mutation<string, unknown>;
  savedToast: (saved: Item) => ToastMessage;
  deletedToast: (item: Item) => ToastMessage;
  onCreated: (id: string) => void;
  /** Names of the ids the fields hold (category, topics), for the history and conflict diffs. */
  names?: DisplayNames;
};

type ConflictState<Item, V extends object, T> = EditConflict<V> & { currentItem: Item; input: T };

/** Both versions of a 409 VERSION_CONFLICT, as the content service sends them. */
function conflictOf<Item>(details: unknown): Item | null {
  const current = (details as { current?: unknown } | null | undefined)?.current;
  return current && typeof current === 'object' ? (current as Item) : null;
}

/**
 * What the four editors share around their fields: the form, the unsaved-changes guard, a save
 * that creates or updates (a new item then moves to its edit address) and a delete that goes
 * back to the dashboard, each with its toast and the server's problems where they belong.
 * An update carries the version the edit was based on: when someone saved in between, the
 * conflict dialog lets the admin merge or overwrite knowingly. Unsaved values are autosaved,
 * and a saved item shows its history.
 */
export function useEditor<Item extends Versioned, V extends object, T>(options: EditorOptions<Item, V, T>) {
  const { item, kind, noun, section, toValues, create, update, remove, savedToast, deletedToast, onCreated } = options;
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useEditorForm({
    initialValues: item ? toValues(item) : options.newValues(),
    parse: options.parse,
    fields: options.fields,
  });
  const guard = useUnsavedChanges(form.dirty);
  // The version the form's values are based on: set when the editor opens and by each save,
  // restore or merge, never by a background refetch (that would hide someone else's save).
  const [basedOn, setBasedOn] = useState<Item | null>(item);
  const [conflict, setConflict] = useState<ConflictState<Item, V, T> | null>(null);
  const [overwriting, setOverwriting] = useState(false);
  const autosave = useAutosave({
    kind,
    id: basedOn?.id ?? null,
    baseVersion: basedOn?.version ?? null,
    savedAt: basedOn?.updatedAt ?? null,
    values: form.values,
    dirty: form.dirty,
  });

  const fetchRevision = useFetchRevision(kind);

  /**
   * Autosaved values go back into the form. Values based on an older version than the item's
   * keep that version as their base, so the next save is refused and the conflict dialog shows
   * what was saved since, instead of the old values silently undoing it.
   */
  async function restoreAutosave() {
    const offer = autosave.offer;
    autosave.accept();
    if (!offer) return;
    if (basedOn && offer.baseVersion !== null && offer.baseVersion !== basedOn.version) {
      try {
        const base = await fetchRevision(basedOn.id, offer.baseVersion);
        const older = base.content as unknown as Item;
        setBasedOn(older);
        form.reset(toValues(older));
      } catch {
        // That version is no longer kept (pruned): the values go on the current one.
      }
    }
    form.setValues(offer.values);
  }

  function afterSave(saved: Item) {
    setBasedOn(saved);
    form.reset(toValues(saved));
    autosave.clear();
  }

  const onSubmit = form.handleSubmit(async (input, values) => {
    try {
      const saved = basedOn
        ? await update.mutateAsync({ id: basedOn.id, input, version: basedOn.version })
        : await create.mutateAsync(input);
      afterSave(saved);
      toast(savedToast(saved));
      if (!basedOn) {
        onCreated(saved.id);
        guard.allowNextNavigation();
        void navigate(`/admin/${section}/${saved.id}/edit`, { replace: true });
      }
    } catch (error) {
      const problem = isAccessError(error) ? null : readApiProblem(error);
      const current = problem?.code === ErrorCode.VersionConflict ? conflictOf<Item>(problem.details) : null;
      if (basedOn && current) {
        setConflict({
          base: toValues(basedOn),
          theirs: toValues(current),
          mine: values,
          basedOnVersion: basedOn.version,
          current: { version: current.version, updatedAt: current.updatedAt },
          currentItem: current,
          input,
        });
        return;
      }
      reportFailure(error, toast, 'save', form);
    }
  });

  /** The merged values in the form, based on the version saved since: the next save sends that version. */
  function onMerge(merged: V) {
    if (!conflict) return;
    setBasedOn(conflict.currentItem);
    form.reset(conflict.theirs);
    form.setValues(merged);
    setConflict(null);
  }

  /** The admin's own values saved over the version saved since, which stays in the history. */
  async function onOverwrite() {
    if (!conflict) return;
    setOverwriting(true);
    try {
      const saved = await update.mutateAsync({ id: conflict.currentItem.id, input: conflict.input, version: conflict.current.version });
      afterSave(saved);
      setConflict(null);
      toast(savedToast(saved));
    } catch (error) {
      setConflict(null);
      reportFailure(error, toast, 'save', form);
    } finally {
      setOverwriting(false);
    }
  }

  async function onDelete(): Promise<boolean> {
    if (!item) return false;
    try {
      await remove.mutateAsync(item.id);
      toast(deletedToast(item));
      guard.allowNextNavigation();
      void navigate('/admin');
      return true;
    } catch (error) {
      reportFailure(error, toast, 'delete');
      return false;
    }
  }

  const notice = (
    <AutosaveNotice offer={autosave.offer} noun={noun} onRestore={() => void restoreAutosave()} onDiscard={autosave.discard} />
  );
  const after = (
    <>
      {basedOn ? (
        <HistoryPanel
          kind={kind}
          noun={noun}
          item={basedOn}
          dirty={form.dirty}
          names={options.names}
          onRestored={(saved) => {
            afterSave(saved);
          }}
        />
      ) : null}
      <ConflictDialog
        noun={noun}
        conflict={conflict}
        fields={options.fields}
        names={options.names}
        onMerge={onMerge}
        onOverwrite={() => void onOverwrite()}
        onCancel={() => setConflict(null)}
        busy={overwriting}
      />
    </>
  );

  return {
    form,
    /** Spread into EditorLayout. */
    layout: {
      form,
      onSubmit,
      isNew: !basedOn,
      saving: create.isPending || update.isPending,
      blocker: guard.blocker,
      notice,
      after,
    },
    /** Spread into DeleteControl. */
    deletion: { onDelete, busy: remove.isPending },
  };
}
