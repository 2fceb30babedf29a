import type { Invitation, InvitationState, StaffMember, StaffRole } from '@livefully/contracts';

/** A staff row as SQL answers it. */
export interface StaffRow {
  id: string;
  email: string;
  role: StaffRole;
  status: 'active' | 'suspended';
  granted_at: Date;
  granted_by: string;
}

export interface InvitationRow {
  id: string;
  email: string;
  role: StaffRole;
  invited_by: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export const STAFF_COLUMNS = 'id, email, role, status, granted_at, granted_by';
export const INVITATION_COLUMNS = 'id, email, role, invited_by, created_at, expires_at, used_at, revoked_at';

export function toMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    since: row.granted_at.toISOString(),
    grantedBy: row.granted_by,
  };
}

/** Used or revoked is final; otherwise the clock decides between pending and expired. */
export function stateOf(row: InvitationRow, now = new Date()): InvitationState {
  if (row.used_at) return 'used';
  if (row.revoked_at) return 'revoked';
  return row.expires_at.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    usedAt: row.used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    state: stateOf(row),
  };
}
