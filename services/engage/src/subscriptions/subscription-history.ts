import { Injectable } from '@nestjs/common';
import type { ListId, PersonEvent } from '@livefully/contracts';
import { EngageSql, type Sql } from '../common/engage-sql.js';

export interface HistoryEvent {
  event: PersonEvent;
  detail: string | null;
}

/**
 * What happened to an address, kept for the people lookup and export (and erased with it).
 * A row made by a request carries its id: every replica that receives the same request over
 * Redis records it once (the unique index on request, event and list), and a row with the
 * request's id tells a replica that another one has handled the request already.
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
    await this.recordAll(sql, email, list, [{ event, detail }], requestId);
  }

  /** Several events of one address and list in one statement (none is a statement too). */
  async recordAll(sql: Sql, email: string, list: ListId | null, events: HistoryEvent[], requestId: string | null = null): Promise<void> {
    await sql.query(
      this.insert(
        `SELECT $1::varchar, $2::varchar, e.event, e.detail, $5::uuid FROM unnest($3::varchar[], $4::varchar[]) AS e(event, detail)`,
      ),
      [email, list, events.map((e) => e.event), events.map((e) => historyDetail(e.detail)), requestId],
    );
  }

  /**
   * The INSERT of the rows `rows` selects (email, list, event, detail, request_id), for a
   * statement that records its change in the same step (a delivery marked sent).
   */
  insert(rows: string): string {
    return `INSERT INTO ${this.sql.t('subscription_history')} (email, list, event, detail, request_id) ${rows} ON CONFLICT DO NOTHING`;
  }
}

/** A detail as the column keeps it (500 characters). */
export const historyDetail = (detail: string | null): string | null => detail?.slice(0, 500) ?? null;
