import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '@livefully/service-kit';
import { EngageSql } from '../common/engage-sql.js';
import type { EngageConfig } from '../config/engage.config.js';
import { JobQueue } from '../jobs/job-queue.js';
import { QueueMetrics } from '../jobs/queue-metrics.js';
import { SubscriptionHistory } from '../subscriptions/subscription-history.js';
import { SUBSCRIPTION_TOKENS, SubscriptionTokens } from '../tokens/subscription-tokens.js';
import { createMailer, MAILER, type Mailer } from './mailer.js';

/**
 * What the lists, mailings and people share: SQL, the job queue (and its gauge in the service's
 * metrics), the history, the tokens and the mail transport.
 */
@Global()
@Module({
  providers: [
    EngageSql,
    JobQueue,
    QueueMetrics,
    SubscriptionHistory,
    {
      provide: SUBSCRIPTION_TOKENS,
      inject: [SERVICE_CONFIG],
      useFactory: (config: EngageConfig) => new SubscriptionTokens(config.SUBSCRIPTION_SECRET),
    },
    {
      provide: MAILER,
      inject: [SERVICE_CONFIG],
      useFactory: (config: EngageConfig) => createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    },
  ],
  exports: [EngageSql, JobQueue, SubscriptionHistory, SUBSCRIPTION_TOKENS, MAILER],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  onApplicationShutdown(): void {
    this.mailer.close();
  }
}
