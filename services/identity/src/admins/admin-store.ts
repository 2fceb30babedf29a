import type { StaffRole } from '@livefully/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { normalizeEmail } from '../common/email.js';
import { schemaOf } from '@livefully/service-kit';
import { StaffRecord } from './staff.entity.js';

export type GrantOutcome = { outcome: 'granted' | 'regranted'; role: StaffRole } | { outcome: 'already'; role: StaffRole };
export type RevokeOutcome = 'revoked' | 'refused' | 'already';

export interface BootstrapOutcome {
  added: string[];
  /** Addresses that already had a row, active or suspended; neither is changed. */
  kept: string[];
}

/**
 * The staff table as ADMIN_EMAILS and the CLI see it: they make the first owner and recover a
 * lost one, nothing more (docs/roles.md). An address they add becomes the owner when there is
 * no active one, else an administrator. Writes that choose the owner hold one advisory lock, so
 * replicas doing the same work at once end in the same state.
 */
export class AdminStore {
  private readonly table: string;

  constructor(private readonly dataSource: DataSource) {
    this.table = `${schemaOf(dataSource)}.staff`;
  }

  /** The role of the address when it is an active member; null for a reader or a suspended one. */
  async roleOf(email: string): Promise<StaffRole | null> {
    const row = await this.dataSource.getRepository(StaffRecord).findOne({ where: { email: normalizeEmail(email), status: 'active' } });
    return row?.role ?? null;
  }

  /** ADMIN_EMAILS at start-up: adds the addresses never seen; a suspended one stays suspended. */
  async bootstrap(emails: string[]): Promise<BootstrapOutcome> {
    if (emails.length === 0) return { added: [], kept: [] };
    const wanted = [...new Set(emails.map(normalizeEmail))];
    const added = await this.ownerLocked(async (manager) => {
      const done: string[] = [];
      for (const email of wanted) {
        if (await manager.getRepository(StaffRecord).existsBy({ email })) continue;
        const role = await this.newcomerRole(manager);
        await manager.query(`INSERT INTO ${this.table} (email, role, granted_by) VALUES ($1, $2, 'bootstrap')`, [email, role]);
        done.push(email);
      }
      return done;
    });
    return { added, kept: wanted.filter((email) => !added.includes(email)) };
  }

  /** Makes the address staff again if suspended, or new staff: the owner when there is no active one. */
  async grant(email: string): Promise<GrantOutcome> {
    const address = normalizeEmail(email);
    return this.ownerLocked(async (manager) => {
      const current = await manager.getRepository(StaffRecord).findOne({ where: { email: address } });
      if (current?.status === 'active') return { outcome: 'already', role: current.role };
      const role = await this.newcomerRole(manager);
      await manager.query(
        `INSERT INTO ${this.table} AS s (email, role, granted_by) VALUES ($1, $2, 'cli')
         ON CONFLICT (email) DO UPDATE SET role = $2, status = 'active', granted_at = now(), granted_by = 'cli', suspended_at = NULL`,
        [address, role],
      );
      return { outcome: current ? 'regranted' : 'granted', role };
    });
  }

  /**
   * Suspends the address. An address never granted gets a suspended row too, so that
   * ADMIN_EMAILS cannot make it staff later: after the bootstrap, the CLI has the last word.
   */
  async revoke(email: string): Promise<RevokeOutcome> {
    const [row]: { inserted: boolean }[] = await this.dataSource.query(
      `INSERT INTO ${this.table} AS s (email, role, status, granted_by, granted_at, suspended_at)
       VALUES ($1, 'contributor', 'suspended', 'cli', now(), now())
       ON CONFLICT (email) DO UPDATE SET status = 'suspended', suspended_at = now() WHERE s.status = 'active'
       RETURNING (xmax = 0) AS inserted`,
      [normalizeEmail(email)],
    );
    if (!row) return 'already';
    return row.inserted ? 'refused' : 'revoked';
  }

  async list(): Promise<StaffRecord[]> {
    return this.dataSource.getRepository(StaffRecord).find({ order: { email: 'ASC' } });
  }

  /**
   * The owner when there is no active one, else an administrator. Recovery: a suspended owner
   * steps down to administrator (still suspended), so the newcomer can be the only owner.
   */
  private async newcomerRole(manager: EntityManager): Promise<StaffRole> {
    const [row]: { exists: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM ${this.table} WHERE role = 'owner' AND status = 'active') AS exists`,
    );
    if (row?.exists) return 'administrator';
    await manager.query(`UPDATE ${this.table} SET role = 'administrator' WHERE role = 'owner'`);
    return 'owner';
  }

  private ownerLocked<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${this.table}.owner`]);
      return work(manager);
    });
  }
}
