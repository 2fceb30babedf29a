import type { BlogPost, PostsResponse } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

export async function getTopicPosts(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<BlogPost[]> {
  const { posts } = await apiGet<PostsResponse>(`/api/topics/${encodeURIComponent(slug)}/blog-posts`, { signal });
  return posts;
}

export function getTopicPostsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: contentKeys.topicPosts(slug),
    queryFn: ({ signal }) => getTopicPosts(slug, { signal }),
  });
}
