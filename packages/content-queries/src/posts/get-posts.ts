import { contentOperations, type BlogPost } from '@livefully/contracts';
import { callApi } from '@livefully/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content-keys';
import { toPostsPage } from './get-posts-page';

/** Every published post, newest first: the route's whole list, asked for without `limit`. */
export async function getPosts({ signal }: { signal?: AbortSignal } = {}): Promise<BlogPost[]> {
  return toPostsPage(await callApi(contentOperations.listPosts, {}, { signal })).posts;
}

export function getPostsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.postList(),
    queryFn: ({ signal }) => getPosts({ signal }),
  });
}
