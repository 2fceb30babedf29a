import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CONFIRMATION_RESEND_MINUTES,
  ErrorCode,
  listTitle,
  type AppSubscriptionReceipt,
  type EmailSubscriptionReceipt,
  type ListEntryStatus,
  type ListId,
  type SubscribeAppMessage,
  type SubscribeEmailMessage,
  type SubscriptionChange,
} from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { EntityManager } from 'typeorm';
import { EngageSql } from '../common/engage-sql.js';
import { JobQueue, QUEUES } from '../jobs/job-queue.js';
import { SUBSCRIPTION_TOKENS, type SubscriptionTokens } from '../tokens/subscription-tokens.js';
import { decideSubscription, type AddressState } from './subscription-decision.js';
import { SubscriptionHistory } from './subscription-history.js';

interface EntryRow {
  id: string;
  list: ListId;
  email: string;
  status: ListEntryStatus;
  confirm_nonce: string;
}

/** The entry of the list, if any, and what else the rules read about the address. */
type AddressRow = Partial<EntryRow> & {
  status: ListEntryStatus | null;
  confirmed_before: boolean;
  mailed_recently: boolean;
  done: boolean;
};

export interface ConfirmationJob {
  entryId: string | null;
  nonce: string | null;
  /** Whether a mail goes; jobs queued before every subscription queued one lack it, and all mailed. */
  mail?: boolean;
}

/**
 * Double opt-in (docs/mail.md). Subscribing answers the same whatever the address's state, and
 * does the same work before it answers, so neither the answer nor its time tells who is
 * subscribed; the rules (subscription-decision.ts) only choose the values written. Each
 * address's changes run under a transaction-scoped advisory lock on the address, so replicas
 * that all receive the same message (Redis) and concurrent forms act one after the other; a
 * subscription whose request id is in the history already was done by another replica (or is
 * a retry) and changes nothing.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly sql: EngageSql,
    private readonly jobs: JobQueue,
    private readonly history: SubscriptionHistory,
    @Inject(SUBSCRIPTION_TOKENS) private readonly tokens: SubscriptionTokens,
  ) {}

  async subscribeEmail({ email, requestId }: SubscribeEmailMessage): Promise<EmailSubscriptionReceipt> {
    await this.subscribe('newsletter', email, requestId);
    return { email, subscribed: true };
  }

  async subscribeApp({ appName, email, requestId }: SubscribeAppMessage): Promise<AppSubscriptionReceipt> {
    await this.subscribe(appName, email, requestId);
    return { appName, email, subscribed: true };
  }

  /**
   * Runs the same statements, in the same order, whatever the address's state, so neither the
   * answer nor the time it takes tells who is subscribed: the address's lock, one read of its
   * state, one upsert of the entry, one insert of its history, one confirmation job (which sends
   * a mail only when the rules say so, after the answer).
   */
  async subscribe(list: ListId, email: string, requestId: string | null = null): Promise<void> {
    await this.sql.transaction(async (manager) => {
      await lockAddress(manager, email);
      const { existing, state } = await this.addressState(manager, list, email, requestId);
      const decision = decideSubscription(state);
      const [written] = (await manager.query(UPSERT_ENTRY(this.sql.t('list_entries')), [
        list,
        email,
        decision.change,
        randomUUID(),
        decision.mail,
      ])) as EntryRow[];
      const entry = written ?? existing;
      await this.history.recordAll(manager, email, list, decision.events, requestId);
      // Keyed by the request, so the replicas that all receive it (Redis) queue one job.
      await this.jobs.insert(manager, QUEUES.confirmation, [
        {
          ...(requestId ? { id: requestId } : {}),
          data: { entryId: entry?.id ?? null, nonce: entry?.confirm_nonce ?? null, mail: decision.mail } satisfies ConfirmationJob,
        },
      ]);
    });
  }

  private async addressState(
    manager: EntityManager,
    list: ListId,
    email: string,
    requestId: string | null,
  ): Promise<{ existing: EntryRow | undefined; state: AddressState }> {
    const entries = this.sql.t('list_entries');
    const [row] = (await manager.query(
      `SELECT mine.id, mine.list, mine.email, mine.status, mine.confirm_nonce,
         EXISTS (SELECT 1 FROM ${entries} o WHERE o.email = $2 AND o.list <> $1 AND o.confirmed_at IS NOT NULL) AS confirmed_before,
         EXISTS (SELECT 1 FROM ${entries} o WHERE o.email = $2
           AND o.confirmation_queued_at > now() - make_interval(mins => $4)) AS mailed_recently,
         EXISTS (SELECT 1 FROM ${this.sql.t('subscription_history')} WHERE request_id = $3::uuid) AS done
       FROM (SELECT 1) AS one LEFT JOIN ${entries} mine ON mine.list = $1 AND mine.email = $2`,
      [list, email, requestId, CONFIRMATION_RESEND_MINUTES],
    )) as [AddressRow];
    return {
      existing: row.id ? (row as EntryRow) : undefined,
      state: { status: row.status, confirmedBefore: row.confirmed_before, mailedRecently: row.mailed_recently, done: row.done },
    };
  }

  /**
   * A confirmation link: a bad signature, an erased or swept entry, or a link of an earlier round
   * is not valid (404); a link of this round used already (the entry is no longer pending) is 409;
   * a pending entry's expired link is 410. Confirming also confirms the address's other pending
   * entries: the address is confirmed once.
   */
  async confirm(token: string, requestId?: string): Promise<SubscriptionChange> {
    const payload = this.tokens.read(token, 'c');
    if (!payload) throw invalidLink();
    const entries = this.sql.t('list_entries');
    return this.sql.transaction(async (manager) => {
      const [entry] = (await manager.query(`SELECT id, list, email, status, confirm_nonce FROM ${entries} WHERE id = $1`, [
        payload.e,
      ])) as EntryRow[];
      if (!entry || entry.confirm_nonce !== payload.n) throw invalidLink();
      await lockAddress(manager, entry.email);
      const [current] = (await manager.query(`SELECT status, confirm_request_id FROM ${entries} WHERE id = $1`, [
        entry.id,
      ])) as (EntryRow & {
        confirm_request_id: string | null;
      })[];
      if (!current) throw invalidLink();
      // The same request, received by another replica too (Redis), answers as the one that confirmed.
      if (requestId && current.confirm_request_id === requestId) return change(entry);
      if (current.status !== 'pending') {
        throw rpcError(ErrorCode.SubscriptionTokenUsed, 'This subscription is confirmed already.');
      }
      if (payload.x * 1000 < Date.now()) {
        throw rpcError(ErrorCode.SubscriptionTokenExpired, 'This confirmation link has expired. Subscribe again to get a new one.');
      }
      const confirmed =
        (await this.sql.returning<{ list: ListId }>(
          manager,
          `UPDATE ${entries} SET status = 'confirmed', confirmed_at = now(), updated_at = now(),
             confirm_request_id = CASE WHEN id = $2 THEN $3::uuid END
           WHERE email = $1 AND status = 'pending' RETURNING list`,
          [entry.email, entry.id, requestId ?? null],
        )) ?? [];
      for (const row of confirmed) {
        await this.history.record(
          manager,
          entry.email,
          row.list,
          'confirmed',
          row.list === entry.list ? 'through the confirmation link' : 'the address was confirmed',
          requestId ?? null,
        );
      }
      return change(entry);
    });
  }

  /**
   * An unsubscribe link (also the one-click URL): idempotent, never expires; 404 once the entry is
   * erased. A mailing's link counts the unsubscribe for that mailing, once.
   */
  async unsubscribe(token: string): Promise<SubscriptionChange> {
    const payload = this.tokens.read(token, 'u');
    if (!payload) throw invalidLink();
    const entries = this.sql.t('list_entries');
    return this.sql.transaction(async (manager) => {
      const [entry] = (await manager.query(`SELECT id, list, email, status, confirm_nonce FROM ${entries} WHERE id = $1`, [
        payload.e,
      ])) as EntryRow[];
      if (!entry) throw invalidLink();
      if (entry.status !== 'unsubscribed') {
        await lockAddress(manager, entry.email);
        const changed = await this.sql.returning(
          manager,
          `UPDATE ${entries} SET status = 'unsubscribed', unsubscribed_at = now(), updated_at = now()
           WHERE id = $1 AND status <> 'unsubscribed' RETURNING id`,
          [entry.id],
        );
        if (changed.length > 0) {
          await this.history.record(manager, entry.email, entry.list, 'unsubscribed');
          // Through a mailing's link: counted for that mailing (its delivery to this entry).
          if (payload.m) {
            await manager.query(
              `UPDATE ${this.sql.t('deliveries')} SET unsubscribed_at = now() WHERE mailing_id = $1 AND entry_id = $2 AND unsubscribed_at IS NULL`,
              [payload.m, entry.id],
            );
          }
        }
      }
      return change(entry);
    });
  }

  /** Entries still pending after PENDING_EXPIRY_DAYS are removed (their history goes with them). */
  async sweepPending(days: number): Promise<number> {
    const removed = await this.sql.returning<{ email: string; list: ListId }>(
      this.sql.dataSource.manager,
      `DELETE FROM ${this.sql.t('list_entries')} WHERE status = 'pending' AND subscribed_at < now() - make_interval(days => $1) RETURNING email, list`,
      [days],
    );
    if (removed.length > 0) {
      // An address with nothing else kept leaves no trace: its history of the lapsed subscription goes too.
      await this.sql.query(
        `DELETE FROM ${this.sql.t('subscription_history')} h WHERE h.email = ANY($1::varchar[])
         AND NOT EXISTS (SELECT 1 FROM ${this.sql.t('list_entries')} e WHERE e.email = h.email)`,
        [removed.map((row) => row.email)],
      );
    }
    return removed.length;
  }
}

/**
 * The entry as the decision leaves it (subscription-decision.ts): `none` writes nothing, `same`
 * writes the row back as it was, so that a known address costs the write a new one does.
 */
const UPSERT_ENTRY = (entries: string) => `
  INSERT INTO ${entries} AS e (list, email, status, confirmed_at, confirm_nonce, confirmation_queued_at)
  SELECT $1::varchar, $2::varchar, CASE WHEN $3::varchar = 'confirm' THEN 'confirmed' ELSE 'pending' END,
    CASE WHEN $3::varchar = 'confirm' THEN now() END, $4::uuid, CASE WHEN $5::boolean THEN now() END
  WHERE $3::varchar <> 'none'
  ON CONFLICT (list, email) DO UPDATE SET
    status = CASE WHEN $3::varchar = 'same' THEN e.status ELSE EXCLUDED.status END,
    confirmed_at = CASE WHEN $3::varchar = 'same' THEN e.confirmed_at ELSE EXCLUDED.confirmed_at END,
    unsubscribed_at = CASE WHEN $3::varchar = 'same' THEN e.unsubscribed_at END,
    subscribed_at = CASE WHEN $3::varchar = 'same' THEN e.subscribed_at ELSE now() END,
    confirm_nonce = CASE WHEN $3::varchar IN ('renew', 'confirm') THEN EXCLUDED.confirm_nonce ELSE e.confirm_nonce END,
    confirmation_queued_at = CASE WHEN $5::boolean THEN now() ELSE e.confirmation_queued_at END,
    updated_at = CASE WHEN $3::varchar = 'same' THEN e.updated_at ELSE now() END
  RETURNING id, list, email, status, confirm_nonce`;

function change(entry: EntryRow): SubscriptionChange {
  return { list: entry.list, listTitle: listTitle(entry.list), email: entry.email };
}

const invalidLink = () => rpcError(ErrorCode.SubscriptionTokenInvalid, 'This link is not valid.');

/** Serialises every change of one address (any list) for the rest of the transaction. */
export async function lockAddress(manager: EntityManager, email: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('engage-address:' || $1))`, [email]);
}
