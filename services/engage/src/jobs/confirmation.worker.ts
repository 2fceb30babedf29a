import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { confirmPagePath, type ListId } from '@livefully/contracts';
import { describeError, SERVICE_CONFIG } from '@livefully/service-kit';
import type { Job } from 'pg-boss';
import { EngageSql } from '../common/engage-sql.js';
import type { EngageConfig } from '../config/engage.config.js';
import { confirmationMail } from '../mail/compose.js';
import { isRetryable, MAILER, type Mailer } from '../mail/mailer.js';
import { jobMessageId, senderDomain } from '../mail/message-id.js';
import { SubscriptionHistory } from '../subscriptions/subscription-history.js';
import type { ConfirmationJob } from '../subscriptions/subscriptions.service.js';
import { SUBSCRIPTION_TOKENS, type SubscriptionTokens } from '../tokens/subscription-tokens.js';
import { JobQueue, QUEUES } from './job-queue.js';

/**
 * Sends a confirmation mail, when the subscription that queued the job decided one goes (every
 * subscription queues a job, so that a known address costs the same work as a new one). The
 * link is signed when the mail leaves, so it works for CONFIRM_TOKEN_TTL_HOURS from then.
 * Nothing is sent for an entry that is no longer pending in the same round (confirmed
 * meanwhile, erased, swept). A relay that is down throws, and the
 * queue tries again later; a permanent refusal is logged and not retried.
 */
@Injectable()
export class ConfirmationWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('ConfirmationWorker');

  constructor(
    private readonly sql: EngageSql,
    private readonly jobs: JobQueue,
    private readonly history: SubscriptionHistory,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(SUBSCRIPTION_TOKENS) private readonly tokens: SubscriptionTokens,
    @Inject(SERVICE_CONFIG) private readonly config: EngageConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<ConfirmationJob>(QUEUES.confirmation, (job) => this.send(job));
  }

  async send(job: Job<ConfirmationJob>): Promise<void> {
    const { entryId, nonce } = job.data;
    if (job.data.mail === false || !entryId || !nonce) return;
    const [entry] = await this.sql.query<{ list: ListId; email: string }>(
      `SELECT list, email FROM ${this.sql.t('list_entries')} WHERE id = $1 AND status = 'pending' AND confirm_nonce = $2`,
      [entryId, nonce],
    );
    if (!entry) return;
    const ttlHours = this.config.CONFIRM_TOKEN_TTL_HOURS;
    const token = this.tokens.confirm(entryId, nonce, new Date(Date.now() + ttlHours * 3_600_000));
    const origin = this.config.PUBLIC_ORIGIN;
    const mail = confirmationMail({ origin, list: entry.list, confirmUrl: `${origin}${confirmPagePath(token)}`, ttlHours });
    try {
      await this.mailer.send({
        to: entry.email,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: jobMessageId('confirm', job.id, senderDomain(this.config.MAIL_FROM)),
      });
    } catch (error) {
      if (isRetryable(error)) throw error;
      this.logger.warn(`confirmation refused for good: ${describeError(error)}`);
      return;
    }
    await this.history.record(this.sql.dataSource.manager, entry.email, entry.list, 'confirmation-sent');
  }
}
