import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * After 'Load More Articles', focus moves to the first newly shown card's link, so keyboard and
 * screen-reader users continue where the new articles start instead of at a vanished button.
 * When no new card is shown (a filter hid them), focus goes to the status line.
 */
export function useFocusAfterLoadMore(
  listRef: RefObject<HTMLElement | null>,
  statusRef: RefObject<HTMLElement | null>,
  shown: number,
  loading: boolean,
) {
  const firstNewIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNewIndex.current;
    if (index === null || loading) return;
    firstNewIndex.current = null;
    const links = listRef.current?.querySelectorAll<HTMLElement>('.card-link');
    const target = links?.[index] ?? statusRef.current;
    target?.focus();
  }, [listRef, statusRef, shown, loading]);

  return useCallback(() => {
    firstNewIndex.current = shown;
  }, [shown]);
}
