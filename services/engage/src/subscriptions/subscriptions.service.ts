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
import { SubscriptionHistory } from './subscription-history.js';

interface EntryRow {
  id: string;
  list: ListId;
  email: string;
  status: ListEntryStatus;
  confirm_nonce: string;
}

export interface ConfirmationJob {
  entryId: string;
  nonce: string;
}

/**
 * Double opt-in (docs/mail.md). Subscribing answers the same whatever the address's state, so
 * the answer never tells who is subscribed; what it does depends on the entry: new or pending
 * → pending, with a confirmation mail queued (at most one per address per 10 minutes);
 * confirmed → nothing; unsubscribed → pending again, with a new confirmation round. An address
 * that confirmed any list once is confirmed at once for the next. Each address's changes run
 * under a transaction-scoped advisory lock on the address, so replicas that all receive the
 * same message (Redis) and concurrent forms act one after the other; a subscription whose
 * request id is in the history already was done by another replica (or is a retry) and changes
 * nothing.
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

  async subscribe(list: ListId, email: string, requestId: string | null = null): Promise<void> {
    const entries = this.sql.t('list_entries');
    await this.sql.transaction(async (manager) => {
      await lockAddress(manager, email);
      if (requestId && (await this.history.done(manager, requestId))) return;
      const [existing] = (await manager.query(
        `SELECT id, list, email, status, confirm_nonce FROM ${entries} WHERE list = $1 AND email = $2`,
        [list, email],
      )) as EntryRow[];
      if (existing?.status === 'confirmed') return;
      const [{ confirmed_before: confirmedBefore, last_queued: lastQueued }] = (await manager.query(
        `SELECT bool_or(confirmed_at IS NOT NULL AND list <> $2) AS confirmed_before, max(confirmation_queued_at) AS last_queued
         FROM ${entries} WHERE email = $1`,
        [email, list],
      )) as [{ confirmed_before: boolean | null; last_queued: Date | null }];

      await this.history.record(manager, email, list, 'subscribed', null, requestId);
      if (confirmedBefore && existing?.status !== 'unsubscribed') {
        await this.upsert(manager, list, email, 'confirmed');
        await this.history.record(manager, email, list, 'confirmed', 'the address was confirmed before', requestId);
        return;
      }
      if (existing?.status === 'pending') {
        await manager.query(`UPDATE ${entries} SET subscribed_at = now(), updated_at = now() WHERE id = $1`, [existing.id]);
      } else {
        await this.upsert(manager, list, email, 'pending');
      }
      const recent = lastQueued && Date.now() - new Date(lastQueued).getTime() < CONFIRMATION_RESEND_MINUTES * 60_000;
      if (recent) return;
      const [entry] = (await manager.query(`SELECT id, confirm_nonce FROM ${entries} WHERE list = $1 AND email = $2`, [
        list,
        email,
      ])) as EntryRow[];
      await manager.query(`UPDATE ${entries} SET confirmation_queued_at = now() WHERE id = $1`, [entry!.id]);
      await this.jobs.insert(manager, QUEUES.confirmation, [
        { data: { entryId: entry!.id, nonce: entry!.confirm_nonce } satisfies ConfirmationJob },
      ]);
    });
  }

  /** A new entry, or an unsubscribed one made pending again with a new confirmation round. */
  private async upsert(manager: EntityManager, list: ListId, email: string, status: 'pending' | 'confirmed'): Promise<void> {
    await manager.query(
      `INSERT INTO ${this.sql.t('list_entries')} (list, email, status, confirmed_at, confirm_nonce)
       VALUES ($1, $2, $3::varchar, CASE WHEN $3::varchar = 'confirmed' THEN now() END, $4)
       ON CONFLICT (list, email) DO UPDATE SET status = EXCLUDED.status, confirmed_at = EXCLUDED.confirmed_at,
         unsubscribed_at = NULL, subscribed_at = now(), confirm_nonce = EXCLUDED.confirm_nonce, updated_at = now()`,
      [list, email, status, randomUUID()],
    );
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

  /** An unsubscribe link (also the one-click URL): idempotent, never expires; 404 once the entry is erased. */
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
        if (changed.length > 0) await this.history.record(manager, entry.email, entry.list, 'unsubscribed');
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

function change(entry: EntryRow): SubscriptionChange {
  return { list: entry.list, listTitle: listTitle(entry.list), email: entry.email };
}

const invalidLink = () => rpcError(ErrorCode.SubscriptionTokenInvalid, 'This link is not valid.');

/** Serialises every change of one address (any list) for the rest of the transaction. */
export async function lockAddress(manager: EntityManager, email: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('engage-address:' || $1))`, [email]);
}
