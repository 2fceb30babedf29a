import type { Topic } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function getPostTopics(postId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Topic[]> {
  return apiGet<Topic[]>(`/api/blog-posts/${encodeURIComponent(postId)}/topics`, { signal });
}

export function getPostTopicsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: ['blog-posts', 'topics', postId],
    queryFn: ({ signal }) => getPostTopics(postId, { signal }),
  });
}

export function usePostTopics(postId: string) {
  return useQuery(getPostTopicsQueryOptions(postId));
}
