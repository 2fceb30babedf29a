import type { Actor, Profile } from '@livefully/contracts';

/**
 * Who the audit log names: the verified token's user, never anything the body says. The role
 * goes along so the service can check an ownership rule (docs/roles.md).
 */
export function actorOf(user: Profile): Actor {
  return { uid: user.uid, email: user.email, ...(user.role ? { role: user.role } : {}) };
}
