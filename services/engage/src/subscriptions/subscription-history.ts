import { Injectable } from '@nestjs/common';
import type { ListId, PersonEvent } from '@livefully/contracts';
import { EngageSql, type Sql } from '../common/engage-sql.js';

/**
 * What happened to an address, kept for the people lookup and export (and erased with it).
 * A row made by a request carries its id: every replica that receives the same request over
 * Redis records it once (the unique index on request, event and list), and `done` tells a
 * replica that another one has handled the request already.
 */
@Injectable()
export class SubscriptionHistory {
  constructor(private readonly sql: EngageSql) {}

  async record(
    sql: Sql,
    email: string,
    list: ListId | null,
    event: PersonEvent,
    detail: string | null = null,
    requestId: string | null = null,
  ): Promise<void> {
    await sql.query(
      `INSERT INTO ${this.sql.t('subscription_history')} (email, list, event, detail, request_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING`,
      [email, list, event, detail?.slice(0, 500) ?? null, requestId],
    );
  }

  async done(sql: Sql, requestId: string): Promise<boolean> {
    const rows = (await sql.query(`SELECT 1 FROM ${this.sql.t('subscription_history')} WHERE request_id = $1 LIMIT 1`, [
      requestId,
    ])) as unknown[];
    return rows.length > 0;
  }
}
