import type { BlogPost } from '@livefully/contracts';
import { contentRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';

export async function getTopicPosts(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<BlogPost[]> {
  const { posts } = await callApi(contentRoutes.topicPosts, { params: { slug } }, { signal });
  return posts;
}

export function getTopicPostsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: contentKeys.topicPosts(slug),
    queryFn: ({ signal }) => getTopicPosts(slug, { signal }),
  });
}
