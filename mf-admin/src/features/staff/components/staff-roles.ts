import type { InvitableRole, StaffRole } from '@livefully/contracts';

/** The roles a member can be given here, least first; the owner's role only moves by a transfer. */
export const GIVABLE_ROLES: readonly InvitableRole[] = ['contributor', 'author', 'editor', 'administrator'];

export const roleLabel = (role: StaffRole) => role[0]!.toUpperCase() + role.slice(1);

/** What the server said, or a plain sentence when it said nothing useful. */
export const problemText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'That did not work. Please try again.';
