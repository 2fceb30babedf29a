import type { RevisionKind } from '@livefully/contracts';
import { useToast, type UseToast } from '@livefully/web-kit';
import { useState } from 'react';
import type { FormParse } from '../form/field-errors';
import { useEditorForm } from '../form/use-editor-form';
import type { DisplayNames } from '../revisions/text-diff';
import type { EditorRevisionsProps } from './editor-revisions';
import { PartlySaved } from './partly-saved';
import { reportFailure } from './report-failure';
import { useDeleteItem } from './use-delete-item';
import { useEditConflict } from './use-edit-conflict';
import { useEditorAutosave } from './use-editor-autosave';
import { useLeaveEditor } from './use-leave-editor';
import type { Versioned } from './versioned';

type ToastMessage = Parameters<UseToast['toast']>[0];

/** A write of the form's parsed input, given the saved item it is based on (null for a new one). */
export type EditorWrite<T, Item> = (input: T, basedOn: Item | null) => Promise<Item>;

type Mutation<Variables, Result> = { mutateAsync: (variables: Variables) => Promise<Result>; isPending: boolean };

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

/**
 * What the four editors share around their fields, put together from one hook per job: the form
 * (useEditorForm), its autosave, the conflict of a later save, how the editor is left, and the
 * delete. Here: a save that creates or updates (a new item then moves to its edit address), with
 * its toast and the server's problems where they belong. An update carries the version the edit
 * was based on, so a save in between is caught.
 */
export function useEditor<Item extends Versioned, V extends object, T>(options: EditorOptions<Item, V, T>) {
  const { item, kind, noun, toValues, create, update, remove, savedToast, deletedToast, onCreated } = options;
  const { toast } = useToast();
  const form = useEditorForm({
    initialValues: item ? toValues(item) : options.newValues(),
    parse: options.parse,
    fields: options.fields,
  });
  const leave = useLeaveEditor({ dirty: form.dirty, section: options.section });
  const deletion = useDeleteItem({ item, remove, deletedToast, onDeleted: leave.backToDashboard });
  // The version the form's values are based on: set when the editor opens and by each save,
  // restore or merge, never by a background refetch (that would hide someone else's save).
  const [basedOn, setBasedOn] = useState<Item | null>(item);
  const autosave = useEditorAutosave({ kind, basedOn, rebase: setBasedOn, form, toValues });

  function afterSave(saved: Item) {
    setBasedOn(saved);
    form.reset(toValues(saved));
    autosave.clear();
  }

  const conflicts = useEditConflict({
    toValues,
    update,
    form,
    rebase: setBasedOn,
    onSaved: (saved) => {
      afterSave(saved);
      toast(savedToast(saved));
    },
    onFailed: (error) => reportFailure(error, toast, 'save', form),
  });

  const [writing, setWriting] = useState(false);

  /** The plain save: creates a new item, or updates the saved one based on its version. */
  const save: EditorWrite<T, Item> = (input, based) =>
    based ? update.mutateAsync({ id: based.id, input, version: based.version }) : create.mutateAsync(input);

  /**
   * A submit of the form's fields through `write` (a post's Publish now, Schedule…), with the
   * plain save's checks, toast, conflict dialog and move to the new item's address.
   */
  const submitWith = (write: EditorWrite<T, Item>) =>
    form.handleSubmit(async (input, values) => {
      setWriting(true);
      try {
        await settle(write, input, values);
      } finally {
        setWriting(false);
      }
    });

  async function settle(write: EditorWrite<T, Item>, input: T, values: V) {
    try {
      const saved = await write(input, basedOn);
      taken(saved);
      toast(savedToast(saved));
    } catch (error) {
      if (error instanceof PartlySaved) {
        taken(error.saved as Item);
        reportFailure(error.cause, toast, 'save', form);
        return;
      }
      if (basedOn && conflicts.catchConflict(error, basedOn, input, values, (mine, current) => write(mine, current))) return;
      reportFailure(error, toast, 'save', form);
    }
  }

  /** The saved item becomes the form's base; a new one moves to its edit address. */
  function taken(saved: Item) {
    afterSave(saved);
    if (!basedOn) {
      onCreated(saved.id);
      leave.openSaved(saved.id);
    }
  }

  const onSubmit = submitWith(save);

  const revisions: EditorRevisionsProps<Item, V> = {
    kind,
    noun,
    fields: options.fields,
    names: options.names,
    item: basedOn,
    dirty: form.dirty,
    onRestored: afterSave,
    autosave,
    conflicts,
  };

  return {
    form,
    /** Spread into EditorLayout. */
    layout: {
      form,
      onSubmit,
      isNew: !basedOn,
      saving: writing || create.isPending || update.isPending,
      blocker: leave.blocker,
      revisions,
    },
    /** Spread into DeleteControl. */
    deletion,
    /** Submits the form through another write than the plain save. */
    submitWith,
    saving: writing,
  };
}
