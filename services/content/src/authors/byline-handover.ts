import type { EntityManager } from 'typeorm';
import { Post } from '../posts/post.entity.js';
import { Author } from './author.entity.js';

/**
 * Moves every byline of one staff member's profile to another profile, for the staff screen's
 * "remove, and hand their posts to…" (docs/authors.md). Runs in the caller's transaction;
 * answers the moved posts' ids, for the caller to announce (they show the new name). A member
 * without a profile has no bylines: nothing moves.
 */
export async function handOverBylines(manager: EntityManager, fromStaffUid: string, toAuthorId: string): Promise<string[]> {
  const from = await manager.findOneBy(Author, { staffUid: fromStaffUid });
  if (!from || from.id === toAuthorId) return [];
  const moved = await manager
    .createQueryBuilder()
    .update(Post)
    .set({ authorId: toAuthorId })
    .where('author_id = :from', { from: from.id })
    .returning('id')
    .execute();
  return (moved.raw as { id: string }[]).map((row) => row.id);
}
