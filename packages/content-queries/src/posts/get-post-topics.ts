import type { Topic } from '@livefully/contracts';
import { apiGet } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

export function getPostTopics(postId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Topic[]> {
  return apiGet<Topic[]>(`/api/blog-posts/${encodeURIComponent(postId)}/topics`, { signal });
}

export function getPostTopicsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: contentKeys.postTopics(postId),
    queryFn: ({ signal }) => getPostTopics(postId, { signal }),
  });
}
