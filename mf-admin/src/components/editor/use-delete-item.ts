import { useToast, type UseToast } from '@livefully/web-kit';
import { reportFailure } from './report-failure';

type Options<Item extends { id: string }> = {
  /** The saved item; a new one has nothing to delete. */
  item: Item | null;
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  deletedToast: (item: Item) => Parameters<UseToast['toast']>[0];
  /** The item is gone: the editor leaves. */
  onDeleted: () => void;
};

/**
 * The editor's delete, for DeleteControl: a toast says where the item went, and a refusal
 * keeps the editor open with the server's reason. True when the item was deleted.
 */
export function useDeleteItem<Item extends { id: string }>({ item, remove, deletedToast, onDeleted }: Options<Item>) {
  const { toast } = useToast();

  async function onDelete(): Promise<boolean> {
    if (!item) return false;
    try {
      await remove.mutateAsync(item.id);
      toast(deletedToast(item));
      onDeleted();
      return true;
    } catch (error) {
      reportFailure(error, toast, 'delete');
      return false;
    }
  }

  return { onDelete, busy: remove.isPending };
}
