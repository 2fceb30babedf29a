import type { Post } from './post.entity.js';

/**
 * The publish date of a post visitors see. Only drafts have none (ck_posts_published_at), and the
 * public reads never select a draft (isPublic), so a missing date here is a query that forgot
 * isPublic: better a loud error than a post dated 1970.
 */
export function publicDate(post: Pick<Post, 'id' | 'publishedAt'>): Date {
  if (!post.publishedAt) throw new Error(`Post ${post.id} has no publish date: a draft reached a public read`);
  return post.publishedAt;
}
