import type { BlogPost } from '@livefully/contracts';
import { contentRoutes, relatedCategorySlug } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

/** The articles of a category, by its display name (docs/requirements.md#r-related-category-slug turns it into the slug). */
export async function getCategoryPosts(category: string, { signal }: { signal?: AbortSignal } = {}): Promise<BlogPost[]> {
  const slug = relatedCategorySlug(category);
  const { posts } = await callApi(contentRoutes.categoryPosts, { params: { slug } }, { signal });
  return posts;
}

export function getCategoryPostsQueryOptions(category: string) {
  return queryOptions({
    queryKey: contentKeys.categoryPosts(relatedCategorySlug(category)),
    queryFn: ({ signal }) => getCategoryPosts(category, { signal }),
  });
}
