import type { RevisionKind } from '@livefully/contracts';
import type { UseToast } from '@livefully/web-kit';
import type { FormEvent, ReactNode } from 'react';
import { DeleteControl } from '../editor/delete-control';
import { EditorLayout } from '../editor/editor-layout';
import { useEditor, type EditorWrite } from '../editor/use-editor';
import type { FormParse } from '../form/field-errors';
import type { EditorForm } from '../form/use-editor-form';
import type { DisplayNames } from '../revisions/text-diff';

type ToastMessage = Parameters<UseToast['toast']>[0];
type Mutation<Variables, Result> = { mutateAsync: (variables: Variables) => Promise<Result>; isPending: boolean };
type Saved = { id: string; slug: string; version: number; updatedAt: string };

/** What a kind's fields are drawn from: the form, the saved item (null for a new one) and what the route loaded. */
export type KindFieldsProps<Item, V extends object, Extra> = { form: EditorForm<V>; item: Item | null; extra: Extra };

/** What a kind's own save buttons are drawn from: the saved item, and a submit of the form through another write. */
export type KindActionsProps<Item, V extends object, T, Extra = unknown> = {
  item: Item | null;
  /** What the route loaded (a post's: what the member's role may call). */
  extra: Extra;
  form: EditorForm<V>;
  submitWith: (write: EditorWrite<T, Item>) => (event?: FormEvent) => void;
  saving: boolean;
};

/**
 * The editor of one editable kind, as data: its form values, its writes, its toasts, and its
 * fields as two components (the main column and the side panels). The form, autosave, history,
 * conflicts, leaving and deleting are useEditor's, the same for every kind (docs/content-kinds.md).
 */
export type KindEditorSpec<Item extends Saved, V extends object, T, Extra> = {
  kind: RevisionKind;
  /** 'post', 'guide', … as people read it. */
  noun: string;
  /** The admin section: 'posts', 'guides', … */
  section: string;
  /** The item's name, for the delete dialog. */
  name: (item: Item) => string;
  toValues: (item: Item) => V;
  newValues: (extra: Extra) => V;
  parse: (values: V) => FormParse<T>;
  fields: readonly string[];
  useCreate: () => Mutation<T, Item>;
  useUpdate: () => Mutation<{ id: string; input: T; version: number }, Item>;
  useDelete: () => Mutation<string, unknown>;
  savedToast: (saved: Item) => ToastMessage;
  deletedToast: (item: Item) => ToastMessage;
  /** Names of the ids the fields hold (category, topics), for the history and conflict diffs. */
  names?: (extra: Extra) => DisplayNames;
  /** The public page of a saved item visitors can see. */
  viewHref?: (item: Item) => string | undefined;
  /** Shown beside the heading (a post's state). */
  status?: (item: Item) => ReactNode;
  /** What the delete dialog warns of (what uses the item). */
  consequence?: (item: Item) => string | undefined;
  /** The kind's fields: the main column and the side panels (none: the form takes the width). A hook, so they may use others. */
  useFields: (props: KindFieldsProps<Item, V, Extra>) => { main: ReactNode; aside?: ReactNode };
  /**
   * Save buttons of the kind's own in place of Save, and what the form's submit (Enter, Ctrl+S)
   * does instead of the plain save. A hook, so they may hold dialogs.
   */
  useActions?: (props: KindActionsProps<Item, V, T, Extra>) => { buttons: ReactNode; onSubmit: (event?: FormEvent) => void };
};

type KindEditorProps<Item extends Saved, V extends object, T, Extra> = {
  spec: KindEditorSpec<Item, V, T, Extra>;
  item: Item | null;
  extra: Extra;
  onCreated: (id: string) => void;
};

export function KindEditor<Item extends Saved, V extends object, T, Extra>({
  spec,
  item,
  extra,
  onCreated,
}: KindEditorProps<Item, V, T, Extra>) {
  const editor = useEditor({
    names: spec.names?.(extra),
    item,
    kind: spec.kind,
    noun: spec.noun,
    section: spec.section,
    toValues: spec.toValues,
    newValues: () => spec.newValues(extra),
    parse: spec.parse,
    fields: spec.fields,
    create: spec.useCreate(),
    update: spec.useUpdate(),
    remove: spec.useDelete(),
    savedToast: spec.savedToast,
    deletedToast: spec.deletedToast,
    onCreated,
  });
  const { main, aside } = spec.useFields({ form: editor.form, item, extra });
  const actions = useKindActions(spec, { item, extra, form: editor.form, submitWith: editor.submitWith, saving: editor.layout.saving });
  return (
    <EditorLayout
      noun={spec.noun}
      heading={item ? `Edit ${spec.noun}` : `New ${spec.noun}`}
      status={item && spec.status ? spec.status(item) : null}
      viewHref={item ? spec.viewHref?.(item) : undefined}
      {...editor.layout}
      onSubmit={actions?.onSubmit ?? editor.layout.onSubmit}
      actions={actions?.buttons}
      deleteControl={
        item ? <DeleteControl noun={spec.noun} name={spec.name(item)} {...editor.deletion} consequence={spec.consequence?.(item)} /> : null
      }
      main={main}
      aside={aside}
    />
  );
}

/** The spec's hook when it has one; a spec keeps or lacks it for good, so the hooks' order holds. */
function useKindActions<Item extends Saved, V extends object, T, Extra>(
  spec: KindEditorSpec<Item, V, T, Extra>,
  props: KindActionsProps<Item, V, T, Extra>,
) {
  return spec.useActions?.(props);
}
