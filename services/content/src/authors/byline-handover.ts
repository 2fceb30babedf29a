import type { EntityManager } from 'typeorm';
import { Post } from '../posts/post.entity.js';
import { Author } from './author.entity.js';
import { ownProfile, profileOfAddress } from './own-profile.js';

/** A staff member as a hand-over names them: by sign-in uid when known, always by address. */
export interface StaffMember {
  uid: string | null;
  email: string;
}

/**
 * Moves every byline of a removed member's profile to the profile of the member chosen to take
 * their posts (docs/authors.md), made if they have none yet; the staff screen's hand-over calls
 * it beside moving the posts' owner. Runs in the caller's transaction and answers the moved
 * posts' ids: the caller announces them (their pages now show another name). A member without a
 * profile has no bylines: nothing moves.
 */
export async function handOverBylines(manager: EntityManager, from: StaffMember, to: StaffMember): Promise<string[]> {
  const source = await profileOf(manager, from);
  if (!source) return [];
  const target = to.uid ? await ownProfile(manager, { uid: to.uid, email: to.email }) : await profileOfAddress(manager, to.email);
  if (source.id === target.id) return [];
  const moved = await manager
    .createQueryBuilder()
    .update(Post)
    .set({ authorId: target.id })
    .where('author_id = :from', { from: source.id })
    .returning('id')
    .execute();
  return (moved.raw as { id: string }[]).map((row) => row.id);
}

/** The member's profile by uid, else by the address it was linked to. */
async function profileOf(manager: EntityManager, member: StaffMember): Promise<Author | null> {
  const repo = manager.getRepository(Author);
  const byUid = member.uid ? await repo.findOneBy({ staffUid: member.uid }) : null;
  return byUid ?? repo.createQueryBuilder('author').where('lower(author.staffEmail) = lower(:email)', { email: member.email }).getOne();
}
