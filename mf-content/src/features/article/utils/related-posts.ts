import type { BlogPost } from '@livefully/contracts';

/** SPEC §9: an article page shows at most 3 related articles. */
export const RELATED_POSTS_MAX = 3;

/** SPEC §2: articles of the same category, the current one excluded, in list order (newest first). */
export function relatedPosts<T extends Pick<BlogPost, 'id' | 'category'>>(
  posts: readonly T[],
  current: Pick<BlogPost, 'id' | 'category'>,
  max = RELATED_POSTS_MAX,
): T[] {
  return posts.filter((post) => post.category === current.category && post.id !== current.id).slice(0, max);
}
