import type { UseQueryResult } from '@tanstack/react-query';

export type EditorData<T> =
  { state: 'loading' } | { state: 'error'; retry: () => void } | { state: 'missing' } | { state: 'ready'; item: T | null };

/**
 * What an editor route shows: the item read afresh on arrival (not a cached copy an editor
 * would then overwrite), except the one this tab just created; and the lists its fields need.
 */
export function editorData<T>(
  id: string | undefined,
  item: UseQueryResult<T | null, unknown>,
  lists: UseQueryResult<unknown, unknown>[],
  justCreated: boolean,
): EditorData<T> {
  const queries = id ? [item, ...lists] : lists;
  const failed = queries.filter((query) => query.isError && !query.isFetching);
  if (failed.length > 0) return { state: 'error', retry: () => failed.forEach((query) => void query.refetch()) };
  if (lists.some((list) => list.isPending)) return { state: 'loading' };
  if (!id) return { state: 'ready', item: null };
  if (item.isPending || !(justCreated || item.isFetchedAfterMount)) return { state: 'loading' };
  return item.data ? { state: 'ready', item: item.data } : { state: 'missing' };
}
