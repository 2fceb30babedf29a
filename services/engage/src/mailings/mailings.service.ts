import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  MAILING_SCHEDULE_MAX_DAYS,
  type Actor,
  type ListId,
  type Mailing,
  type MailingInputParsed,
  type MailingPreview,
  type AdminDeleted,
  type MailingQuery,
  type MailingScheduleInput,
  type MailingStatus,
  type MailingTestReceipt,
} from '@livefully/contracts';
import { describeError, rpcError, SERVICE_CONFIG } from '@livefully/service-kit';
import { EngageSql, iso, type Sql } from '../common/engage-sql.js';
import type { EngageConfig } from '../config/engage.config.js';
import { JobQueue, QUEUES } from '../jobs/job-queue.js';
import { mailingMail, type LatestArticle, type MailingContent } from '../mail/compose.js';
import { SUBSCRIPTION_TOKENS, type SubscriptionTokens } from '../tokens/subscription-tokens.js';
import { ContentSource } from './content-source.js';
import { MailingClock } from './mailing-clock.js';

interface MailingRow {
  id: string;
  list: ListId;
  subject: string;
  body: string;
  include_latest: boolean;
  latest: LatestArticle[] | null;
  status: MailingStatus;
  scheduled_at: Date | null;
  created_at: Date;
  updated_at: Date;
  send_started_at: Date | null;
  sent_at: Date | null;
  created_by_uid: string;
  created_by_email: string | null;
  total: string;
  sent: string;
  pending: string;
  failed: string;
  unsubscribed: string;
}

export interface DeliveryJob {
  deliveryId: string;
}
export interface TestMailJob {
  mailingId: string;
  to: string;
}

/** The entry id of the preview's and the test mail's unsubscribe link: a real link that names no one. */
export const SAMPLE_ENTRY_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Mailings: drafts an admin writes, previews and tries, then sends to the confirmed entries of
 * the list at that moment (docs/mail.md). Sending makes one delivery row per address and one
 * queued job per delivery in a single transaction; the counts are counted from the deliveries.
 */
@Injectable()
export class MailingsService {
  constructor(
    private readonly sql: EngageSql,
    private readonly jobs: JobQueue,
    private readonly content: ContentSource,
    @Inject(SUBSCRIPTION_TOKENS) private readonly tokens: SubscriptionTokens,
    @Inject(SERVICE_CONFIG) private readonly config: EngageConfig,
    private readonly clock: MailingClock,
  ) {}

  async list({ list }: MailingQuery): Promise<Mailing[]> {
    const rows = await this.select(this.sql.dataSource.manager, list ? `m.list = $1` : 'true', list ? [list] : []);
    return rows.map(toMailing);
  }

  async get(id: string): Promise<Mailing> {
    return toMailing(await this.row(this.sql.dataSource.manager, id));
  }

  /** One draft per request: the replicas that all receive it over Redis make one. */
  async create(actor: Actor, input: MailingInputParsed, requestId?: string): Promise<Mailing> {
    const [row] = await this.sql.query<{ id: string }>(
      `INSERT INTO ${this.sql.t('mailings')} (list, subject, body, include_latest, created_by_uid, created_by_email, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (request_id) DO NOTHING RETURNING id`,
      [input.list, input.subject, input.body, includeLatest(input), actor.uid, actor.email, requestId ?? null],
    );
    if (row) return this.get(row.id);
    const [made] = await this.sql.query<{ id: string }>(`SELECT id FROM ${this.sql.t('mailings')} WHERE request_id = $1`, [requestId]);
    return this.get(made!.id);
  }

  /** A draft or a scheduled mailing may change (a scheduled one goes out as it is at its time). */
  async update(id: string, input: MailingInputParsed): Promise<Mailing> {
    const changed = await this.sql.returning(
      this.sql.dataSource.manager,
      `UPDATE ${this.sql.t('mailings')} SET list = $2, subject = $3, body = $4, include_latest = $5, updated_at = now()
       WHERE id = $1 AND status IN ('draft', 'scheduled') RETURNING id`,
      [id, input.list, input.subject, input.body, includeLatest(input)],
    );
    if (changed.length === 0) {
      const current = await this.get(id);
      throw notDraft(current.status);
    }
    return this.get(id);
  }

  /** The mail as a recipient gets it, with a sample unsubscribe link. */
  async preview(id: string): Promise<MailingPreview> {
    const row = await this.row(this.sql.dataSource.manager, id);
    const mail = this.compose(contentOf(row), await this.latestFor(row), SAMPLE_ENTRY_ID);
    return { subject: mail.subject, html: mail.html, text: mail.text };
  }

  async test(actor: Actor, id: string, requestId?: string): Promise<MailingTestReceipt> {
    const row = await this.row(this.sql.dataSource.manager, id);
    if (!actor.email) throw rpcError(ErrorCode.Validation, 'Your account has no e-mail address to send a test to.');
    // The articles block is read now, so a content service that is down is a 503 here, not a lost test.
    await this.latestFor(row);
    await this.jobs.send(QUEUES.test, { mailingId: id, to: actor.email } satisfies TestMailJob, requestId);
    return { to: actor.email };
  }

  /**
   * Sends to the list's confirmed entries now (a scheduled one too, ahead of its time); asked
   * again while sending it answers the same; once sent, 409.
   */
  async send(id: string): Promise<Mailing> {
    const before = await this.row(this.sql.dataSource.manager, id);
    if (before.status === 'sending' || before.status === 'sent') return this.afterSend(before);
    await this.start(before, (row) => row.status === 'draft' || row.status === 'scheduled');
    return this.afterSend(await this.row(this.sql.dataSource.manager, id), true);
  }

  /** The scheduler's send: only while the mailing is still scheduled for `now` or before; whether it started. */
  async startDue(id: string, now: Date): Promise<boolean> {
    const before = await this.row(this.sql.dataSource.manager, id);
    if (before.status !== 'scheduled') return false;
    return this.start(before, (row) => row.status === 'scheduled' && row.scheduled_at !== null && row.scheduled_at <= now);
  }

  /**
   * Schedules a draft, or moves a scheduled mailing, to `sendAt`: ahead of the clock and within
   * MAILING_SCHEDULE_MAX_DAYS (a field error otherwise); 409 once it is sending or sent.
   */
  async schedule(id: string, input: MailingScheduleInput): Promise<Mailing> {
    const sendAt = new Date(input.sendAt);
    const now = this.clock.now();
    const latest = new Date(now.getTime() + MAILING_SCHEDULE_MAX_DAYS * 86_400_000);
    if (sendAt <= now) throw scheduleIssue('Send time must be in the future');
    if (sendAt > latest) throw scheduleIssue(`Send time must be within ${MAILING_SCHEDULE_MAX_DAYS} days`);
    const changed = await this.sql.returning(
      this.sql.dataSource.manager,
      `UPDATE ${this.sql.t('mailings')} SET status = 'scheduled', scheduled_at = $2, updated_at = now()
       WHERE id = $1 AND status IN ('draft', 'scheduled') RETURNING id`,
      [id, sendAt],
    );
    if (changed.length === 0) throw notDraft((await this.get(id)).status);
    return this.get(id);
  }

  /** Cancels the schedule: a draft again (a draft answers as it is); 409 once it is sending or sent. */
  async unschedule(id: string): Promise<Mailing> {
    await this.sql.query(
      `UPDATE ${this.sql.t('mailings')} SET status = 'draft', scheduled_at = NULL, updated_at = now() WHERE id = $1 AND status = 'scheduled'`,
      [id],
    );
    const mailing = await this.get(id);
    if (mailing.status !== 'draft') throw notDraft(mailing.status);
    return mailing;
  }

  /**
   * Deletes a draft, leaving who did it in mailing_deletions; 409 for any other status, 404 for
   * an unknown id. The replicas that all receive the same request over Redis answer alike: the
   * one that deleted it and the ones that find its deletion by the request's id.
   */
  async remove(actor: Actor, id: string, requestId?: string): Promise<AdminDeleted> {
    return this.sql.transaction(async (manager) => {
      const [row] = (await manager.query(`SELECT status, subject FROM ${this.sql.t('mailings')} WHERE id = $1 FOR UPDATE`, [id])) as {
        status: MailingStatus;
        subject: string;
      }[];
      if (!row) {
        const [done] = requestId
          ? ((await manager.query(`SELECT 1 FROM ${this.sql.t('mailing_deletions')} WHERE request_id = $1 AND mailing_id = $2`, [
              requestId,
              id,
            ])) as unknown[])
          : [];
        if (done) return { id };
        throw rpcError(ErrorCode.MailingNotFound, `No mailing with id ${id}`);
      }
      if (row.status !== 'draft') throw notDraft(row.status);
      await manager.query(`DELETE FROM ${this.sql.t('mailings')} WHERE id = $1`, [id]);
      await manager.query(
        `INSERT INTO ${this.sql.t('mailing_deletions')} (mailing_id, subject, actor_uid, actor_email, request_id) VALUES ($1, $2, $3, $4, $5)`,
        [id, row.subject, actor.uid, actor.email, requestId ?? null],
      );
      return { id };
    });
  }

  /**
   * Makes the deliveries and their jobs in one transaction, under the mailing's row lock and only
   * while `may` holds for the row as it is then: whoever comes second finds it sending. Whether it started.
   */
  private async start(before: MailingRow, may: (row: Pick<MailingRow, 'status' | 'scheduled_at'>) => boolean): Promise<boolean> {
    const id = before.id;
    const latest = includeLatest(contentOf(before)) ? await this.latest() : null;
    return this.sql.transaction(async (manager) => {
      const [row] = (await manager.query(`SELECT status, scheduled_at FROM ${this.sql.t('mailings')} WHERE id = $1 FOR UPDATE`, [id])) as {
        status: MailingStatus;
        scheduled_at: Date | null;
      }[];
      if (!row || !may(row)) return false;
      const deliveries = await this.sql.returning<{ id: string }>(
        manager,
        `INSERT INTO ${this.sql.t('deliveries')} (mailing_id, email, entry_id)
         SELECT $1, email, id FROM ${this.sql.t('list_entries')} WHERE list = $2 AND status = 'confirmed'
         ON CONFLICT (mailing_id, email) DO NOTHING RETURNING id`,
        [id, before.list],
      );
      const status: MailingStatus = deliveries.length > 0 ? 'sending' : 'sent';
      await manager.query(
        `UPDATE ${this.sql.t('mailings')} SET status = $2::varchar, latest = $3::jsonb, send_started_at = now(), scheduled_at = NULL,
           sent_at = CASE WHEN $2::varchar = 'sent' THEN now() END, updated_at = now() WHERE id = $1`,
        [id, status, latest === null ? null : JSON.stringify(latest)],
      );
      await this.jobs.insert(
        manager,
        QUEUES.delivery,
        deliveries.map((delivery) => ({ data: { deliveryId: delivery.id } satisfies DeliveryJob })),
      );
      return true;
    });
  }

  /** Once no delivery is pending or claimed, the mailing is sent. */
  async finishIfDone(sql: Sql, mailingId: string): Promise<void> {
    await sql.query(
      `UPDATE ${this.sql.t('mailings')} m SET status = 'sent', sent_at = now(), updated_at = now()
       WHERE m.id = $1 AND m.status = 'sending' AND NOT EXISTS (
         SELECT 1 FROM ${this.sql.t('deliveries')} d WHERE d.mailing_id = m.id AND d.status IN ('pending', 'sending'))`,
      [mailingId],
    );
  }

  /** What a recipient of this mailing gets (and the test mail, with its prefix). */
  compose(content: MailingContent, latest: LatestArticle[], entryId: string, subjectPrefix?: string, mailingId?: string) {
    return mailingMail({
      origin: this.config.PUBLIC_ORIGIN,
      mailing: content,
      latest,
      // A recipient's link names this mailing inside its signed token: its unsubscribes are counted for it.
      unsubscribeToken: this.tokens.unsubscribe(entryId, mailingId),
      ...(subjectPrefix ? { subjectPrefix } : {}),
    });
  }

  /** A mailing's content and the articles block it goes out with (kept at send time; read live for a draft). */
  async contentFor(id: string): Promise<{ content: MailingContent; latest: LatestArticle[] } | null> {
    const [row] = await this.select(this.sql.dataSource.manager, 'm.id = $1', [id]);
    if (!row) return null;
    return { content: contentOf(row), latest: await this.latestFor(row) };
  }

  private afterSend(row: MailingRow, started = false): Mailing {
    if (row.status === 'sent' && !started) throw notDraft('sent');
    return toMailing(row);
  }

  private async latestFor(row: MailingRow): Promise<LatestArticle[]> {
    if (!includeLatest(contentOf(row))) return [];
    if (row.status === 'sending' || row.status === 'sent') return row.latest ?? [];
    return this.latest();
  }

  private async latest(): Promise<LatestArticle[]> {
    try {
      return await this.content.latest();
    } catch (error) {
      throw rpcError(ErrorCode.ServiceUnavailable, `The newest articles cannot be read now (${describeError(error)}). Try again shortly.`);
    }
  }

  private async row(sql: Sql, id: string): Promise<MailingRow> {
    const [row] = await this.select(sql, 'm.id = $1', [id]);
    if (!row) throw rpcError(ErrorCode.MailingNotFound, `No mailing with id ${id}`);
    return row;
  }

  private select(sql: Sql, where: string, values: unknown[]): Promise<MailingRow[]> {
    return sql.query(
      `SELECT m.*,
         count(d.id) AS total,
         count(d.id) FILTER (WHERE d.status = 'sent') AS sent,
         count(d.id) FILTER (WHERE d.status IN ('pending', 'sending')) AS pending,
         count(d.id) FILTER (WHERE d.status = 'failed') AS failed,
         count(d.id) FILTER (WHERE d.unsubscribed_at IS NOT NULL) AS unsubscribed
       FROM ${this.sql.t('mailings')} m LEFT JOIN ${this.sql.t('deliveries')} d ON d.mailing_id = m.id
       WHERE ${where} GROUP BY m.id ORDER BY m.created_at DESC, m.id`,
      values,
    ) as Promise<MailingRow[]>;
  }
}

const includeLatest = (input: { list: ListId; includeLatest: boolean }) => input.list === 'newsletter' && input.includeLatest;

function contentOf(row: MailingRow): MailingContent {
  return { list: row.list, subject: row.subject, body: row.body, includeLatest: row.include_latest };
}

const NOT_DRAFT: Record<MailingStatus, string> = {
  draft: 'This mailing is a draft.',
  scheduled: 'This mailing is scheduled: cancel its schedule first.',
  sending: 'This mailing is being sent.',
  sent: 'This mailing has been sent.',
};

function notDraft(status: MailingStatus) {
  return rpcError(ErrorCode.MailingNotDraft, NOT_DRAFT[status]);
}

const scheduleIssue = (message: string) => rpcError(ErrorCode.Validation, message, [{ path: ['sendAt'], message }]);

function toMailing(row: MailingRow): Mailing {
  return {
    id: row.id,
    list: row.list,
    subject: row.subject,
    body: row.body,
    includeLatest: row.include_latest,
    status: row.status,
    counts: {
      total: Number(row.total),
      sent: Number(row.sent),
      pending: Number(row.pending),
      failed: Number(row.failed),
      unsubscribed: Number(row.unsubscribed),
    },
    scheduledAt: iso(row.scheduled_at),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    sendStartedAt: iso(row.send_started_at),
    sentAt: iso(row.sent_at),
    createdBy: { uid: row.created_by_uid, email: row.created_by_email },
  };
}
