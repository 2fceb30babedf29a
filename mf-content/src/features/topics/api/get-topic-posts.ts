import type { BlogPost, PostsResponse } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getTopicPosts(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<BlogPost[]> {
  const { posts } = await apiGet<PostsResponse>(`/api/topics/${encodeURIComponent(slug)}/blog-posts`, { signal });
  return posts;
}

export function getTopicPostsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['topics', slug, 'blog-posts'],
    queryFn: ({ signal }) => getTopicPosts(slug, { signal }),
  });
}

export function useTopicPosts(slug: string) {
  return useQuery(getTopicPostsQueryOptions(slug));
}
