import type { Actor, Profile } from '@livefully/contracts';

/** Who the audit log names: the verified token's user, never anything the body says. */
export function actorOf(user: Profile): Actor {
  return { uid: user.uid, email: user.email };
}
