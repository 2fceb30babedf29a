import { getPostCategoriesQueryOptions } from '@livefully/content-queries';
import { useQuery } from '@tanstack/react-query';

/** The dropdown's categories: every category that has published articles, by name. */
export function usePostCategories() {
  return useQuery({ ...getPostCategoriesQueryOptions(), select: (categories) => categories.map((category) => category.name) });
}
