import { useToast, type UseToast } from '@livefully/web-kit';
import { useNavigate } from '@livefully/web-kit/router';
import type { FormParse } from '../form/field-errors';
import { useEditorForm } from '../form/use-editor-form';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { reportFailure } from './report-failure';

type ToastMessage = Parameters<UseToast['toast']>[0];

type Mutation<Variables, Result> = { mutateAsync: (variables: Variables) => Promise<Result>; isPending: boolean };

type EditorOptions<Item extends { id: string }, V extends object, T> = {
  /** The saved item, or null for a new one. */
  item: Item | null;
  /** The admin section the item's edit address lives under: 'posts', 'guides', … */
  section: string;
  toValues: (item: Item) => V;
  newValues: () => V;
  parse: (values: V) => FormParse<T>;
  fields: readonly string[];
  create: Mutation<T, Item>;
  update: Mutation<{ id: string; input: T }, Item>;
  remove: Mutation<string, unknown>;
  savedToast: (saved: Item) => ToastMessage;
  deletedToast: (item: Item) => ToastMessage;
  onCreated: (id: string) => void;
};

/**
 * What the four editors share around their fields: the form, the unsaved-changes guard, a save
 * that creates or updates (a new item then moves to its edit address) and a delete that goes
 * back to the dashboard, each with its toast and the server's problems where they belong.
 */
export function useEditor<Item extends { id: string }, V extends object, T>(options: EditorOptions<Item, V, T>) {
  const { item, section, toValues, create, update, remove, savedToast, deletedToast, onCreated } = options;
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useEditorForm({
    initialValues: item ? toValues(item) : options.newValues(),
    parse: options.parse,
    fields: options.fields,
  });
  const guard = useUnsavedChanges(form.dirty);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = item ? await update.mutateAsync({ id: item.id, input }) : await create.mutateAsync(input);
      form.reset(toValues(saved));
      toast(savedToast(saved));
      if (!item) {
        onCreated(saved.id);
        guard.allowNextNavigation();
        void navigate(`/admin/${section}/${saved.id}/edit`, { replace: true });
      }
    } catch (error) {
      reportFailure(error, toast, 'save', form);
    }
  });

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

  return {
    form,
    /** Spread into EditorLayout. */
    layout: { form, onSubmit, isNew: !item, saving: create.isPending || update.isPending, blocker: guard.blocker },
    /** Spread into DeleteControl. */
    deletion: { onDelete, busy: remove.isPending },
  };
}
