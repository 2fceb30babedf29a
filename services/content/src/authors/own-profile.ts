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
  const name = nameFromEmail(actor.email) ?? 'Staff writer';
  const taken = new Set((await repo.createQueryBuilder('a').select('a.slug').getMany()).map((author) => author.slug));
  // Two first posts at once: the second insert finds the uid taken and reads the first one's row.
  await repo
    .createQueryBuilder()
    .insert()
    .values({ name, slug: freeSlug(name, taken), staffUid: actor.uid, staffEmail: actor.email })
    .orIgnore()
    .execute();
  return repo.findOneByOrFail({ staffUid: actor.uid });
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
