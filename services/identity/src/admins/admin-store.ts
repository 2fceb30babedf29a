import type { DataSource } from 'typeorm';
import { normalizeEmail } from '../common/email.js';
import { schemaOf } from '@livefully/service-kit';
import { AdminRecord } from './admin.entity.js';

export type GrantOutcome = 'granted' | 'regranted' | 'already';
export type RevokeOutcome = 'revoked' | 'refused' | 'already';

export interface BootstrapOutcome {
  added: string[];
  /** Addresses that already had a row, active or revoked; neither is changed. */
  kept: string[];
}

/**
 * Every write is one statement keyed by the address, so replicas doing the same work at the
 * same time (or a message handled twice) end in the same state.
 */
export class AdminStore {
  private readonly table: string;

  constructor(private readonly dataSource: DataSource) {
    this.table = `${schemaOf(dataSource)}.admins`;
  }

  async isAdmin(email: string): Promise<boolean> {
    return this.dataSource
      .getRepository(AdminRecord)
      .createQueryBuilder('admin')
      .where('admin.email = :email AND admin.revokedAt IS NULL', { email: normalizeEmail(email) })
      .getExists();
  }

  /** ADMIN_EMAILS at start-up: adds the addresses never seen; a revoked one stays revoked. */
  async bootstrap(emails: string[]): Promise<BootstrapOutcome> {
    if (emails.length === 0) return { added: [], kept: [] };
    const wanted = emails.map(normalizeEmail);
    const rows: { email: string }[] = await this.dataSource.query(
      `INSERT INTO ${this.table} (email, granted_by) SELECT unnest($1::text[]), 'bootstrap'
       ON CONFLICT (email) DO NOTHING RETURNING email`,
      [wanted],
    );
    const added = new Set(rows.map((row) => row.email));
    return { added: wanted.filter((email) => added.has(email)), kept: wanted.filter((email) => !added.has(email)) };
  }

  /** Makes the address an admin, again if it had been revoked. */
  async grant(email: string): Promise<GrantOutcome> {
    const [row]: { inserted: boolean }[] = await this.dataSource.query(
      `INSERT INTO ${this.table} AS a (email, granted_by) VALUES ($1, 'cli')
       ON CONFLICT (email) DO UPDATE SET granted_at = now(), granted_by = 'cli', revoked_at = NULL
         WHERE a.revoked_at IS NOT NULL
       RETURNING (xmax = 0) AS inserted`,
      [normalizeEmail(email)],
    );
    if (!row) return 'already';
    return row.inserted ? 'granted' : 'regranted';
  }

  /**
   * Ends the address's admin rights. An address never granted gets a revoked row too, so that
   * ADMIN_EMAILS cannot make it an admin later: after the bootstrap, the CLI has the last word.
   */
  async revoke(email: string): Promise<RevokeOutcome> {
    const [row]: { inserted: boolean }[] = await this.dataSource.query(
      `INSERT INTO ${this.table} AS a (email, granted_by, revoked_at) VALUES ($1, 'cli', now())
       ON CONFLICT (email) DO UPDATE SET revoked_at = now() WHERE a.revoked_at IS NULL
       RETURNING (xmax = 0) AS inserted`,
      [normalizeEmail(email)],
    );
    if (!row) return 'already';
    return row.inserted ? 'refused' : 'revoked';
  }

  async list(): Promise<AdminRecord[]> {
    return this.dataSource.getRepository(AdminRecord).find({ order: { email: 'ASC' } });
  }
}
