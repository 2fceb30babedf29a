import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type Actor,
  type ListId,
  type Mailing,
  type MailingInputParsed,
  type MailingPreview,
  type MailingQuery,
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

interface MailingRow {
  id: string;
  list: ListId;
  subject: string;
  body: string;
  include_latest: boolean;
  latest: LatestArticle[] | null;
  status: MailingStatus;
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

  async update(id: string, input: MailingInputParsed): Promise<Mailing> {
    const changed = await this.sql.returning(
      this.sql.dataSource.manager,
      `UPDATE ${this.sql.t('mailings')} SET list = $2, subject = $3, body = $4, include_latest = $5, updated_at = now()
       WHERE id = $1 AND status = 'draft' RETURNING id`,
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

  /** Sends to the list's confirmed entries; asked again while sending it answers the same; once sent, 409. */
  async send(id: string): Promise<Mailing> {
    const before = await this.row(this.sql.dataSource.manager, id);
    if (before.status !== 'draft') return this.afterSend(before);
    const latest = includeLatest(contentOf(before)) ? await this.latest() : null;
    await this.sql.transaction(async (manager) => {
      const [row] = (await manager.query(`SELECT status FROM ${this.sql.t('mailings')} WHERE id = $1 FOR UPDATE`, [id])) as {
        status: MailingStatus;
      }[];
      if (row?.status !== 'draft') return;
      const deliveries = await this.sql.returning<{ id: string }>(
        manager,
        `INSERT INTO ${this.sql.t('deliveries')} (mailing_id, email, entry_id)
         SELECT $1, email, id FROM ${this.sql.t('list_entries')} WHERE list = $2 AND status = 'confirmed'
         ON CONFLICT (mailing_id, email) DO NOTHING RETURNING id`,
        [id, before.list],
      );
      const status: MailingStatus = deliveries.length > 0 ? 'sending' : 'sent';
      await manager.query(
        `UPDATE ${this.sql.t('mailings')} SET status = $2::varchar, latest = $3::jsonb, send_started_at = now(),
           sent_at = CASE WHEN $2::varchar = 'sent' THEN now() END, updated_at = now() WHERE id = $1`,
        [id, status, latest === null ? null : JSON.stringify(latest)],
      );
      await this.jobs.insert(
        manager,
        QUEUES.delivery,
        deliveries.map((delivery) => ({ data: { deliveryId: delivery.id } satisfies DeliveryJob })),
      );
    });
    return this.afterSend(await this.row(this.sql.dataSource.manager, id), true);
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
  compose(content: MailingContent, latest: LatestArticle[], entryId: string, subjectPrefix?: string) {
    return mailingMail({
      origin: this.config.PUBLIC_ORIGIN,
      mailing: content,
      latest,
      unsubscribeToken: this.tokens.unsubscribe(entryId),
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
    if (row.status !== 'draft') return row.latest ?? [];
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
         count(d.id) FILTER (WHERE d.status = 'failed') AS failed
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

function notDraft(status: MailingStatus) {
  return rpcError(ErrorCode.MailingNotDraft, status === 'sent' ? 'This mailing has been sent.' : 'This mailing is being sent.');
}

function toMailing(row: MailingRow): Mailing {
  return {
    id: row.id,
    list: row.list,
    subject: row.subject,
    body: row.body,
    includeLatest: row.include_latest,
    status: row.status,
    counts: { total: Number(row.total), sent: Number(row.sent), pending: Number(row.pending), failed: Number(row.failed) },
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    sendStartedAt: iso(row.send_started_at),
    sentAt: iso(row.sent_at),
    createdBy: { uid: row.created_by_uid, email: row.created_by_email },
  };
}
