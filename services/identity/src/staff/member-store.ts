import { ErrorCode, type Actor, type InvitableRole, type RemovedStaff, type StaffMember } from '@livefully/contracts';
import { rpcError, schemaOf } from '@livefully/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { normalizeEmail } from '../common/email.js';
import { staffLocked, updated } from './staff-lock.js';
import { STAFF_COLUMNS, toMember, type StaffRow } from './staff-rows.js';

const LAST_OWNER = 'The owner cannot be removed, demoted or suspended. Transfer the ownership to another member first.';

/**
 * The staff screen's changes (docs/roles.md). There is one owner, and it is never removed,
 * demoted or suspended: only a transfer moves the role. Every change holds the staff lock.
 */
export class MemberStore {
  private readonly schema: string;

  constructor(private readonly dataSource: DataSource) {
    this.schema = schemaOf(dataSource);
  }

  /** The owner first, then by when they joined. */
  async list(): Promise<StaffMember[]> {
    const rows: StaffRow[] = await this.dataSource.query(
      `SELECT ${STAFF_COLUMNS} FROM ${this.schema}.staff ORDER BY role = 'owner' DESC, granted_at, email`,
    );
    return rows.map(toMember);
  }

  async update(id: string, change: { role?: InvitableRole; status?: 'active' | 'suspended' }) {
    return staffLocked(this.dataSource, async (manager, s) => {
      const row = await this.find(manager, id);
      if (row.role === 'owner') throw rpcError(ErrorCode.LastOwner, LAST_OWNER);
      const [next] = await updated<StaffRow>(
        manager,
        `UPDATE ${s}.staff SET role = coalesce($2, role), status = coalesce($3, status),
           suspended_at = CASE WHEN coalesce($3, status) = 'suspended' THEN coalesce(suspended_at, now()) ELSE NULL END
         WHERE id = $1 RETURNING ${STAFF_COLUMNS}`,
        [id, change.role ?? null, change.status ?? null],
      );
      return { before: toMember(row), after: toMember(next!) };
    });
  }

  /** Removes a member; answers who takes their posts, by sign-in uid (when they signed in) and address. */
  async remove(id: string, handTo: string): Promise<RemovedStaff> {
    return staffLocked(this.dataSource, async (manager, s) => {
      const row = await this.find(manager, id);
      if (row.role === 'owner') throw rpcError(ErrorCode.LastOwner, LAST_OWNER);
      if (handTo === id) throw rpcError(ErrorCode.Conflict, "Choose another member to take the removed member's posts.");
      const heir = await this.find(manager, handTo, 'The member chosen to take the posts is not on the staff.');
      // Posts are owned by sign-in uid: a member who never signed in could not edit what they take.
      const heirUid = await this.uidOf(manager, heir.email);
      if (!heirUid) throw rpcError(ErrorCode.Conflict, `${heir.email} has never signed in; choose a member who has to take the posts.`);
      await manager.query(`DELETE FROM ${s}.staff WHERE id = $1`, [id]);
      return { removed: toMember(row), removedUid: await this.uidOf(manager, row.email), handTo: { uid: heirUid, email: heir.email } };
    });
  }

  /** The owner makes another active member the owner, and becomes an administrator. */
  async transfer(to: string, actor: Actor) {
    return staffLocked(this.dataSource, async (manager, s) => {
      const [owner]: StaffRow[] = await manager.query(`SELECT ${STAFF_COLUMNS} FROM ${s}.staff WHERE role = 'owner' AND status = 'active'`);
      if (!owner || !actor.email || owner.email !== normalizeEmail(actor.email)) {
        throw rpcError(ErrorCode.RoleTooLow, 'Only the owner can transfer the ownership.');
      }
      const next = await this.find(manager, to);
      if (next.id === owner.id) throw rpcError(ErrorCode.Conflict, 'You are the owner already; choose another member.');
      if (next.status !== 'active') throw rpcError(ErrorCode.Conflict, 'Reactivate the member before making them the owner.');
      // The old owner steps down first: the unique index allows one owner at any moment.
      const [from] = await updated<StaffRow>(
        manager,
        `UPDATE ${s}.staff SET role = 'administrator' WHERE id = $1 RETURNING ${STAFF_COLUMNS}`,
        [owner.id],
      );
      const [target] = await updated<StaffRow>(manager, `UPDATE ${s}.staff SET role = 'owner' WHERE id = $1 RETURNING ${STAFF_COLUMNS}`, [
        next.id,
      ]);
      return { from: toMember(from!), to: toMember(target!), fromBefore: toMember(owner), toBefore: toMember(next) };
    });
  }

  private async find(manager: EntityManager, id: string, message = 'No such staff member.'): Promise<StaffRow> {
    const [row]: StaffRow[] = await manager.query(`SELECT ${STAFF_COLUMNS} FROM ${this.schema}.staff WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) throw rpcError(ErrorCode.StaffMemberNotFound, message);
    return row;
  }

  /** The Firebase uid the address last signed in with, if it ever did. */
  private async uidOf(manager: EntityManager, email: string): Promise<string | null> {
    const [row]: { uid: string }[] = await manager.query(
      `SELECT uid FROM ${this.schema}.profiles WHERE lower(email) = $1 ORDER BY last_sign_in_at DESC LIMIT 1`,
      [email],
    );
    return row?.uid ?? null;
  }
}
