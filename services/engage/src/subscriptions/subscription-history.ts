import { Injectable } from '@nestjs/common';
import type { ListId, PersonEvent } from '@livefully/contracts';
import { EngageSql, type Sql } from '../common/engage-sql.js';

/** What happened to an address, kept for the people lookup and export (and erased with it). */
@Injectable()
export class SubscriptionHistory {
  constructor(private readonly sql: EngageSql) {}

  async record(sql: Sql, email: string, list: ListId | null, event: PersonEvent, detail: string | null = null): Promise<void> {
    await sql.query(`INSERT INTO ${this.sql.t('subscription_history')} (email, list, event, detail) VALUES ($1, $2, $3, $4)`, [
      email,
      list,
      event,
      detail?.slice(0, 500) ?? null,
    ]);
  }
}
