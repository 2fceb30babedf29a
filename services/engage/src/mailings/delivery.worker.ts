import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { ListId } from '@livefully/contracts';
import { describeError, SERVICE_CONFIG } from '@livefully/service-kit';
import type { Job } from 'pg-boss';
import { EngageSql } from '../common/engage-sql.js';
import type { EngageConfig } from '../config/engage.config.js';
import { JobQueue, QUEUES } from '../jobs/job-queue.js';
import { retryDelaySeconds } from '../jobs/retry-delay.js';
import { isRetryable, MAILER, type Mailer } from '../mail/mailer.js';
import { deliveryMessageId, jobMessageId, senderDomain } from '../mail/message-id.js';
import { historyDetail, SubscriptionHistory } from '../subscriptions/subscription-history.js';
import { keepLease } from './delivery-lease.js';
import { MailingsService, type DeliveryJob, type TestMailJob, SAMPLE_ENTRY_ID } from './mailings.service.js';

interface ClaimedDelivery {
  mailing_id: string;
  email: string;
  entry_id: string | null;
  /** Which claim this is: each claim counts one more attempt, and only its holder renews or puts it back. */
  attempts: number;
}

/** Thrown when another worker holds a live claim: the queue tries again after its backoff. */
class ClaimedElsewhere extends Error {}

/**
 * Sends one delivery of a mailing (docs/mail.md, "At most one copy"). A delivery is claimed
 * (pending → sending, leased for MAIL_LEASE_SECONDS) in its own statement before the mail
 * leaves; the lease is renewed every third of it while the mail is sent, so only a worker that
 * died loses it. The statement that follows the relay's acceptance marks it sent (and records
 * it), so what a crash can send twice is the mails between those two points: at most
 * MAIL_CONCURRENCY per process. The Message-ID is the same on every attempt. A relay that is
 * down puts the delivery back to pending with a new job after a backoff; it is failed only
 * after MAIL_RETRY_LIMIT retries or a permanent refusal.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('DeliveryWorker');
  private readonly domain: string;

  constructor(
    private readonly sql: EngageSql,
    private readonly jobs: JobQueue,
    private readonly mailings: MailingsService,
    private readonly history: SubscriptionHistory,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(SERVICE_CONFIG) private readonly config: EngageConfig,
  ) {
    this.domain = senderDomain(config.MAIL_FROM);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<DeliveryJob>(QUEUES.delivery, (job) => this.deliver(job));
    await this.jobs.work<TestMailJob>(QUEUES.test, (job) => this.sendTest(job));
  }

  async deliver(job: Job<DeliveryJob>): Promise<void> {
    const id = job.data.deliveryId;
    const deliveries = this.sql.t('deliveries');
    const [claimed] = await this.sql.returning<ClaimedDelivery>(
      this.sql.dataSource.manager,
      `UPDATE ${deliveries} SET status = 'sending', attempts = attempts + 1, updated_at = now(),
         lease_until = now() + make_interval(secs => $2)
       WHERE id = $1 AND (status = 'pending' OR (status = 'sending' AND lease_until < now()))
       RETURNING mailing_id, email, entry_id, attempts`,
      [id, this.config.MAIL_LEASE_SECONDS],
    );
    if (!claimed) return this.unclaimed(id);
    const release = keepLease(
      async () =>
        (
          await this.sql.returning(
            this.sql.dataSource.manager,
            `UPDATE ${deliveries} SET lease_until = now() + make_interval(secs => $3)
             WHERE id = $1 AND status = 'sending' AND attempts = $2 RETURNING id`,
            [id, claimed.attempts, this.config.MAIL_LEASE_SECONDS],
          )
        ).length > 0,
      (this.config.MAIL_LEASE_SECONDS * 1_000) / 3,
      job.signal,
      (error) => this.logger.warn(`the lease of a delivery could not be renewed: ${describeError(error)}`),
    );
    try {
      await this.send(id, claimed);
    } finally {
      release();
    }
  }

  private async send(id: string, claimed: ClaimedDelivery): Promise<void> {
    const found = await this.mailings.contentFor(claimed.mailing_id);
    if (!found || !claimed.entry_id) return;
    const mail = this.mailings.compose(found.content, found.latest, claimed.entry_id, undefined, claimed.mailing_id);
    const messageId = deliveryMessageId(claimed.mailing_id, claimed.email, this.domain);
    try {
      await this.mailer.send({
        to: claimed.email,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        messageId,
      });
    } catch (error) {
      if (isRetryable(error) && claimed.attempts <= this.config.MAIL_RETRY_LIMIT) return this.retryLater(id, claimed, error);
      this.logger.warn(`a delivery of mailing ${claimed.mailing_id} failed for good: ${describeError(error)}`);
      return this.settle(id, claimed, found.content.list, 'failed', null, describeError(error));
    }
    await this.settle(id, claimed, found.content.list, 'sent', messageId, found.content.subject);
  }

  /**
   * Marks the delivery sent (or failed) and records it in the address's history, in one
   * statement: once the relay has accepted the mail, this is the one step before it counts as
   * sent. It holds whatever claim the row is under (the relay has the mail, whoever sent it), and
   * leaves a row already settled alone. Then the mailing is finished if that was its last.
   */
  private async settle(
    id: string,
    claimed: ClaimedDelivery,
    list: ListId,
    status: 'sent' | 'failed',
    messageId: string | null,
    detail: string,
  ): Promise<void> {
    await this.sql.query(
      `WITH settled AS (
         UPDATE ${this.sql.t('deliveries')} SET status = $2::varchar, message_id = $3, lease_until = NULL, updated_at = now(),
           sent_at = CASE WHEN $2::varchar = 'sent' THEN now() END, last_error = CASE WHEN $2::varchar = 'failed' THEN $4::varchar END
         WHERE id = $1 AND status IN ('pending', 'sending') RETURNING email
       )
       ${this.history.insert(`SELECT email, $5::varchar, $6::varchar, $4::varchar, NULL::uuid FROM settled`)}`,
      [id, status, messageId, historyDetail(detail), list, status === 'sent' ? 'mailing-sent' : 'mailing-failed'],
    );
    await this.mailings.finishIfDone(this.sql.dataSource.manager, claimed.mailing_id);
  }

  /** Back to pending with a new job after the backoff, unless the claim is no longer this worker's. */
  private async retryLater(id: string, claimed: ClaimedDelivery, error: unknown): Promise<void> {
    await this.sql.transaction(async (manager) => {
      const [back] = await this.sql.returning(
        manager,
        `UPDATE ${this.sql.t('deliveries')} SET status = 'pending', lease_until = NULL, last_error = $3, updated_at = now()
         WHERE id = $1 AND status = 'sending' AND attempts = $2 RETURNING id`,
        [id, claimed.attempts, describeError(error).slice(0, 500)],
      );
      if (!back) return;
      await this.jobs.insert(manager, QUEUES.delivery, [
        {
          data: { deliveryId: id } satisfies DeliveryJob,
          startAfter: Math.round(retryDelaySeconds(claimed.attempts, this.config.MAIL_RETRY_DELAY_SECONDS)),
        },
      ]);
    });
  }

  /**
   * A delivery this job could not claim: another worker's live claim (tried again later), or
   * settled already, maybe by a worker that died before it could finish the mailing.
   */
  private async unclaimed(id: string): Promise<void> {
    const [row] = await this.sql.query<{ status: string; mailing_id: string }>(
      `SELECT status, mailing_id FROM ${this.sql.t('deliveries')} WHERE id = $1`,
      [id],
    );
    if (row?.status === 'sending') throw new ClaimedElsewhere('this delivery is claimed by a worker whose lease has not run out');
    if (row) await this.mailings.finishIfDone(this.sql.dataSource.manager, row.mailing_id);
  }

  async sendTest(job: Job<TestMailJob>): Promise<void> {
    const found = await this.mailings.contentFor(job.data.mailingId);
    if (!found) return;
    const mail = this.mailings.compose(found.content, found.latest, SAMPLE_ENTRY_ID, '[Test] ');
    try {
      await this.mailer.send({
        to: job.data.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        messageId: jobMessageId('test', job.id, this.domain),
      });
    } catch (error) {
      if (isRetryable(error)) throw error;
      this.logger.warn(`a test mail was refused: ${describeError(error)}`);
    }
  }
}
