import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { ListId } from '@livefully/contracts';
import { describeError, SERVICE_CONFIG } from '@livefully/service-kit';
import type { Job } from 'pg-boss';
import { EngageSql } from '../common/engage-sql.js';
import type { EngageConfig } from '../config/engage.config.js';
import { JobQueue, QUEUES } from '../jobs/job-queue.js';
import { isRetryable, MAILER, type Mailer } from '../mail/mailer.js';
import { deliveryMessageId, jobMessageId, senderDomain } from '../mail/message-id.js';
import { SubscriptionHistory } from '../subscriptions/subscription-history.js';
import { MailingsService, type DeliveryJob, type TestMailJob, SAMPLE_ENTRY_ID } from './mailings.service.js';

interface ClaimedDelivery {
  mailing_id: string;
  email: string;
  entry_id: string | null;
}

/** Thrown when another worker holds a live claim: the queue tries again after its backoff. */
class ClaimedElsewhere extends Error {}

/**
 * Sends one delivery of a mailing (docs/mail.md, "At most one copy"). A delivery is claimed
 * (pending → sending, leased for MAIL_LEASE_SECONDS) in its own statement before the mail
 * leaves, and marked sent right after the relay accepts it; a claim whose worker died is taken
 * over only once its lease has run out. The Message-ID is the same on every attempt. A relay
 * that is down puts the delivery back to pending and lets the queue retry with backoff; it is
 * failed only after the last attempt or a permanent refusal.
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
    const deliveries = this.sql.t('deliveries');
    const [claimed] = await this.sql.returning<ClaimedDelivery>(
      this.sql.dataSource.manager,
      `UPDATE ${deliveries} SET status = 'sending', attempts = attempts + 1, updated_at = now(),
         lease_until = now() + make_interval(secs => $2)
       WHERE id = $1 AND (status = 'pending' OR (status = 'sending' AND lease_until < now()))
       RETURNING mailing_id, email, entry_id`,
      [job.data.deliveryId, this.config.MAIL_LEASE_SECONDS],
    );
    if (!claimed) {
      const [row] = await this.sql.query<{ status: string }>(`SELECT status FROM ${deliveries} WHERE id = $1`, [job.data.deliveryId]);
      if (row?.status === 'sending') throw new ClaimedElsewhere('this delivery is claimed by a worker whose lease has not run out');
      return;
    }
    const found = await this.mailings.contentFor(claimed.mailing_id);
    if (!found || !claimed.entry_id) return;
    const mail = this.mailings.compose(found.content, found.latest, claimed.entry_id);
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
      const lastAttempt = job.retryCount >= this.config.MAIL_RETRY_LIMIT;
      if (isRetryable(error) && !lastAttempt) {
        await this.sql.query(
          `UPDATE ${deliveries} SET status = 'pending', lease_until = NULL, last_error = $2, updated_at = now() WHERE id = $1`,
          [job.data.deliveryId, describeError(error).slice(0, 500)],
        );
        throw error;
      }
      this.logger.warn(`a delivery of mailing ${claimed.mailing_id} failed for good: ${describeError(error)}`);
      await this.settle(job.data.deliveryId, claimed, found.content.list, 'failed', null, describeError(error));
      return;
    }
    await this.settle(job.data.deliveryId, claimed, found.content.list, 'sent', messageId, found.content.subject);
  }

  private async settle(
    id: string,
    claimed: ClaimedDelivery,
    list: ListId,
    status: 'sent' | 'failed',
    messageId: string | null,
    detail: string,
  ) {
    await this.sql.transaction(async (manager) => {
      await manager.query(
        `UPDATE ${this.sql.t('deliveries')} SET status = $2::varchar, message_id = $3, lease_until = NULL, updated_at = now(),
           sent_at = CASE WHEN $2::varchar = 'sent' THEN now() END, last_error = CASE WHEN $2::varchar = 'failed' THEN $4::varchar END
         WHERE id = $1`,
        [id, status, messageId, detail.slice(0, 500)],
      );
      await this.history.record(manager, claimed.email, list, status === 'sent' ? 'mailing-sent' : 'mailing-failed', detail);
      await this.mailings.finishIfDone(manager, claimed.mailing_id);
    });
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
