import type { PostStatus } from '@livefully/contracts';

export type PostState = 'draft' | 'review' | 'published' | 'scheduled';

export const POST_STATE_LABELS: Record<PostState, string> = {
  draft: 'Draft',
  review: 'Waiting for review',
  published: 'Published',
  scheduled: 'Scheduled',
};

/** Published with a date still to come is scheduled: visitors see it from that moment. */
export function postStateOf(post: { status: PostStatus; publishedAt: string | null }, now: number = Date.now()): PostState {
  if (post.status === 'draft' || post.status === 'review') return post.status;
  const at = Date.parse(post.publishedAt ?? '');
  return Number.isFinite(at) && at > now ? 'scheduled' : 'published';
}

export function postStateLabel(post: { status: PostStatus; publishedAt: string | null }, now?: number): string {
  return POST_STATE_LABELS[postStateOf(post, now)];
}

export function countPostStates(posts: readonly { status: PostStatus; publishedAt: string | null }[], now: number = Date.now()) {
  const counts: Record<PostState, number> = { draft: 0, review: 0, published: 0, scheduled: 0 };
  for (const post of posts) counts[postStateOf(post, now)] += 1;
  return counts;
}
