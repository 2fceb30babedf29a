import {
  ErrorCode,
  INVITATION_TTL_DAYS,
  type Actor,
  type InvitableRole,
  type IssuedInvitation,
  type Invitation,
  type StaffMember,
} from '@livefully/contracts';
import { rpcError, schemaOf } from '@livefully/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { normalizeEmail } from '../common/email.js';
import { hashInvitationToken, newInvitationToken } from './invitation-token.js';
import { staffLocked, updated } from './staff-lock.js';
import { INVITATION_COLUMNS, STAFF_COLUMNS, stateOf, toInvitation, toMember, type InvitationRow, type StaffRow } from './staff-rows.js';

const TTL = `make_interval(days => ${INVITATION_TTL_DAYS})`;

/**
 * Invitations to the staff (docs/roles.md): made and resent by an administrator, accepted once,
 * within 7 days, by the signed-in owner of the invited address.
 */
export class InvitationStore {
  private readonly schema: string;

  constructor(private readonly dataSource: DataSource) {
    this.schema = schemaOf(dataSource);
  }

  async list(): Promise<Invitation[]> {
    const rows: InvitationRow[] = await this.dataSource.query(
      `SELECT ${INVITATION_COLUMNS} FROM ${this.schema}.staff_invitations ORDER BY created_at DESC, id`,
    );
    return rows.map(toInvitation);
  }

  /** A new invitation; an earlier one still pending for the address is revoked, so one link is live. */
  async create(input: { email: string; role: InvitableRole; actor: Actor }): Promise<IssuedInvitation> {
    const email = normalizeEmail(input.email);
    return staffLocked(this.dataSource, async (manager, s) => {
      const [member]: { exists: boolean }[] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM ${s}.staff WHERE email = $1 AND status = 'active') AS exists`,
        [email],
      );
      if (member?.exists)
        throw rpcError(ErrorCode.AlreadyStaff, `${email} is already an active staff member; change their role on the staff screen.`);
      await manager.query(
        `UPDATE ${s}.staff_invitations SET revoked_at = now() WHERE email = $1 AND used_at IS NULL AND revoked_at IS NULL`,
        [email],
      );
      const { token, hash } = newInvitationToken();
      const [row]: InvitationRow[] = await manager.query(
        `INSERT INTO ${s}.staff_invitations (email, role, invited_by, token_hash, expires_at)
         VALUES ($1, $2, $3, $4, now() + ${TTL}) RETURNING ${INVITATION_COLUMNS}`,
        [email, input.role, inviter(input.actor), hash],
      );
      return { invitation: toInvitation(row!), token };
    });
  }

  /** A new token and 7 more days; the old link stops working. A used or revoked invitation stays so. */
  async resend(id: string, actor: Actor): Promise<IssuedInvitation> {
    const { token, hash } = newInvitationToken();
    return this.dataSource.transaction(async (manager) => {
      const row = await this.locked(manager, id);
      if (row.used_at) throw rpcError(ErrorCode.InvitationUsed, 'This invitation has been accepted already.');
      if (row.revoked_at) throw rpcError(ErrorCode.Conflict, 'This invitation was revoked; invite the address again.');
      const [next] = await updated<InvitationRow>(
        manager,
        `UPDATE ${this.schema}.staff_invitations SET token_hash = $2, expires_at = now() + ${TTL}, invited_by = $3
         WHERE id = $1 RETURNING ${INVITATION_COLUMNS}`,
        [id, hash, inviter(actor)],
      );
      return { invitation: toInvitation(next!), token };
    });
  }

  /** Revokes an invitation not used yet; revoking it again answers it as it is. */
  async revoke(id: string): Promise<{ before: Invitation; after: Invitation }> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.locked(manager, id);
      if (row.used_at) throw rpcError(ErrorCode.InvitationUsed, 'This invitation has been accepted already; remove the member instead.');
      const [next] = await updated<InvitationRow>(
        manager,
        `UPDATE ${this.schema}.staff_invitations SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING ${INVITATION_COLUMNS}`,
        [id],
      );
      return { before: toInvitation(row), after: toInvitation(next!) };
    });
  }

  /**
   * The signed-in caller takes the invitation of the token: each bad one gets its own code (and a
   * 4xx), checked in this order: unknown, used, revoked, expired, another address. Accepting
   * makes the address an active member with the invited role (an owner stays the owner).
   */
  async accept(token: string, actor: Actor): Promise<{ invitation: Invitation; member: StaffMember; before: StaffMember | null }> {
    return staffLocked(this.dataSource, async (manager, s) => {
      const [row]: InvitationRow[] = await manager.query(
        `SELECT ${INVITATION_COLUMNS} FROM ${s}.staff_invitations WHERE token_hash = $1 FOR UPDATE`,
        [hashInvitationToken(token)],
      );
      if (!row) throw rpcError(ErrorCode.InvitationInvalid, 'This invitation link is not valid. Ask for a new invitation.');
      const state = stateOf(row);
      if (state === 'used') throw rpcError(ErrorCode.InvitationUsed, 'This invitation has been used already.');
      if (state === 'revoked') throw rpcError(ErrorCode.InvitationRevoked, 'This invitation was withdrawn. Ask for a new one.');
      if (state === 'expired') throw rpcError(ErrorCode.InvitationExpired, 'This invitation has expired. Ask for it to be sent again.');
      if (!actor.email || normalizeEmail(actor.email) !== row.email) {
        throw rpcError(
          ErrorCode.InvitationForAnotherAddress,
          `This invitation was sent to another address. Sign in with the Google account of that address.`,
        );
      }
      const [before]: StaffRow[] = await manager.query(`SELECT ${STAFF_COLUMNS} FROM ${s}.staff WHERE email = $1`, [row.email]);
      const [member]: StaffRow[] = await manager.query(
        `INSERT INTO ${s}.staff AS m (email, role, granted_by) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO UPDATE SET
           role = CASE WHEN m.role = 'owner' THEN m.role ELSE excluded.role END,
           status = 'active', suspended_at = NULL, granted_at = now(), granted_by = excluded.granted_by
         RETURNING ${STAFF_COLUMNS}`,
        [row.email, row.role, row.invited_by],
      );
      const [used] = await updated<InvitationRow>(
        manager,
        `UPDATE ${s}.staff_invitations SET used_at = now() WHERE id = $1 RETURNING ${INVITATION_COLUMNS}`,
        [row.id],
      );
      return { invitation: toInvitation(used!), member: toMember(member!), before: before ? toMember(before) : null };
    });
  }

  private async locked(manager: EntityManager, id: string): Promise<InvitationRow> {
    const [row]: InvitationRow[] = await manager.query(
      `SELECT ${INVITATION_COLUMNS} FROM ${this.schema}.staff_invitations WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw rpcError(ErrorCode.InvitationNotFound, 'No such invitation.');
    return row;
  }
}

/** Who the invitation names as its sender: the administrator's address (their uid when they have none). */
function inviter(actor: Actor): string {
  return actor.email ?? actor.uid;
}
