import type { Actor } from '@livefully/contracts';
import { IsNull, type EntityManager } from 'typeorm';
import { freeSlug } from './author-slugs.js';
import { Author } from './author.entity.js';

/**
 * A staff member's own profile, made on first need (their first post, or "My profile"): the
 * one linked to their uid; else one an editor linked to their address, which they now claim;
 * else a new one named after their address, for them to edit.
 */
export async function ownProfile(manager: EntityManager, actor: Actor): Promise<Author> {
  const repo = manager.getRepository(Author);
  const mine = await repo.findOneBy({ staffUid: actor.uid });
  if (mine) return mine;
  if (actor.email) {
    const linked = await repo
      .createQueryBuilder('author')
      .where('author.staffUid IS NULL AND lower(author.staffEmail) = lower(:email)', { email: actor.email })
      .orderBy('author.createdAt', 'ASC')
      .getOne();
    // Claimed only while still unclaimed: of two first requests at once, one wins and the other reads it.
    if (linked && (await repo.update({ id: linked.id, staffUid: IsNull() }, { staffUid: actor.uid })).affected) {
      return repo.findOneByOrFail({ id: linked.id });
    }
    const again = await repo.findOneBy({ staffUid: actor.uid });
    if (again) return again;
  }
  return newProfile(manager, { staffUid: actor.uid, staffEmail: actor.email });
}

/**
 * The profile of a staff address that may not have signed in yet (a hand-over to someone): the
 * one linked to it, else a new one linked to it alone, which its member claims at first use.
 */
export async function profileOfAddress(manager: EntityManager, email: string): Promise<Author> {
  const linked = await manager
    .getRepository(Author)
    .createQueryBuilder('author')
    .where('lower(author.staffEmail) = lower(:email)', { email })
    .orderBy('author.staffUid', 'ASC', 'NULLS LAST')
    .addOrderBy('author.createdAt', 'ASC')
    .getOne();
  return linked ?? newProfile(manager, { staffUid: null, staffEmail: email });
}

/** A profile named after its address, for its member to edit. */
async function newProfile(manager: EntityManager, staff: { staffUid: string | null; staffEmail: string | null }): Promise<Author> {
  const repo = manager.getRepository(Author);
  const name = nameFromEmail(staff.staffEmail) ?? 'Staff writer';
  const taken = new Set((await repo.createQueryBuilder('a').select('a.slug').getMany()).map((author) => author.slug));
  // Two first posts at once: the second insert finds the uid taken and reads the first one's row.
  const { identifiers } = await repo
    .createQueryBuilder()
    .insert()
    .values({ name, slug: freeSlug(name, taken), ...staff })
    .orIgnore()
    .execute();
  const id = identifiers[0]?.id as string | undefined;
  return id ? repo.findOneByOrFail({ id }) : repo.findOneByOrFail({ staffUid: staff.staffUid! });
}

/** `maya.chen@example.com` → `Maya Chen`: a first name to start from, which they can change. */
export function nameFromEmail(email: string | null): string | null {
  const local = email?.split('@')[0];
  const words = local?.split(/[._+-]+/).filter((word) => /[a-z]/i.test(word));
  if (!words?.length) return null;
  return words
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join(' ')
    .slice(0, 100);
}
