import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { StaffNotice } from '@livefully/contracts';
import { describeError, SERVICE_CONFIG } from '@livefully/service-kit';
import type { Job } from 'pg-boss';
import type { EngageConfig } from '../config/engage.config.js';
import { JobQueue, QUEUES } from '../jobs/job-queue.js';
import { isRetryable, MAILER, type Mailer } from '../mail/mailer.js';
import { jobMessageId, senderDomain } from '../mail/message-id.js';
import { staffNoticeMail } from '../mail/staff-notice-mail.js';

/**
 * Sends the staff notices. A relay that is down throws, and the queue tries again later (with
 * the same Message-ID); a permanent refusal is logged and not retried.
 */
@Injectable()
export class StaffNoticeWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('StaffNoticeWorker');

  constructor(
    private readonly jobs: JobQueue,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(SERVICE_CONFIG) private readonly config: EngageConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<StaffNotice>(QUEUES.staffNotice, (job) => this.send(job));
  }

  async send(job: Job<StaffNotice>): Promise<void> {
    const mail = staffNoticeMail(this.config.PUBLIC_ORIGIN, job.data);
    try {
      await this.mailer.send({
        to: job.data.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: jobMessageId(`staff-${job.data.kind}`, job.id, senderDomain(this.config.MAIL_FROM)),
      });
    } catch (error) {
      if (isRetryable(error)) throw error;
      this.logger.warn(`a staff notice was refused for good: ${describeError(error)}`);
    }
  }
}
