import { useSearchParams } from '@livefully/web-kit/router';
import { useCallback, useMemo, useState } from 'react';
import type { PostFilters } from '../utils/post-filters';

/**
 * The search text lives in the page; the category lives in `?category=`, so a link such as a
 * guide's 'View All Wellness Articles' pre-selects it and a chosen category survives a reload.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const category = params.get('category') ?? '';

  const setCategory = useCallback(
    (value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('category', value);
          else next.delete('category');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    setSearch('');
    setCategory('');
  }, [setCategory]);

  const filters = useMemo<PostFilters>(() => ({ search, category }), [search, category]);
  return { filters, setSearch, setCategory, clearFilters };
}
