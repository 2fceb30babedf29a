import { relatedCategorySlug, type BlogPost, type PostsResponse } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The articles of a category, by its display name (SPEC §5 turns it into the slug). */
export async function getCategoryPosts(category: string, { signal }: { signal?: AbortSignal } = {}): Promise<BlogPost[]> {
  const slug = relatedCategorySlug(category);
  const { posts } = await apiGet<PostsResponse>(`/api/categories/${encodeURIComponent(slug)}/blog-posts`, { signal });
  return posts;
}

export function getCategoryPostsQueryOptions(category: string) {
  return queryOptions({
    queryKey: ['categories', relatedCategorySlug(category), 'blog-posts'],
    queryFn: ({ signal }) => getCategoryPosts(category, { signal }),
  });
}

export function useCategoryPosts(category: string) {
  return useQuery(getCategoryPostsQueryOptions(category));
}
