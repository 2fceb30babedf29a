import {
  articledRole,
  contentAdminOperations,
  ErrorCode,
  roleAtLeast,
  staffRuleOf,
  type Actor,
  type StaffRole,
} from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { EntityManager } from 'typeorm';
import { Author } from './author.entity.js';
import { ownProfile } from './own-profile.js';

/** Who may byline a post with any profile: the role that may change anyone's post. */
const ANY_BYLINE: StaffRole = staffRuleOf(contentAdminOperations.updatePost.http)?.others ?? 'editor';

/**
 * The byline a save stores (docs/authors.md). Left out, a new post gets its writer's own
 * profile and a saved one keeps the one it has. Naming another profile takes an editor: a
 * contributor or author may name only their own, or keep the one the post already has.
 */
export async function bylineFor(manager: EntityManager, actor: Actor, asked: string | undefined, current: string | null): Promise<string> {
  if (asked === undefined) return current ?? (await ownProfile(manager, actor)).id;
  if (asked === current) return asked;
  const role = actor.role ?? 'contributor';
  if (roleAtLeast(role, ANY_BYLINE)) {
    if (!(await manager.existsBy(Author, { id: asked }))) {
      throw rpcError(ErrorCode.Validation, 'Invalid post', [{ path: ['authorId'], message: 'Choose an existing profile' }]);
    }
    return asked;
  }
  if (asked === (await ownProfile(manager, actor)).id) return asked;
  throw rpcError(
    ErrorCode.RoleTooLow,
    `Only ${articledRole(ANY_BYLINE)} or above may byline a post with someone else's profile; you are ${articledRole(role)}.`,
  );
}
