import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { describeError } from '@livefully/service-kit';
import { EngageSql } from '../common/engage-sql.js';
import { MailingClock } from './mailing-clock.js';
import { MailingsService } from './mailings.service.js';

/** How often each replica looks for scheduled mailings that came due. */
export const SCHEDULE_CHECK_MS = 15_000;

/**
 * Sends each scheduled mailing when its time comes (docs/mail.md, "Scheduling"). The schedule
 * is the mailing's row (status `scheduled`, `scheduled_at`), so a restart loses nothing: every
 * replica looks every SCHEDULE_CHECK_MS, from its start, for the mailings due by its clock and
 * starts their send. Starting a send locks the row and goes ahead only while it is still
 * scheduled and due, so two replicas (or two checks) that find the same mailing send it once;
 * the deliveries then go through the job queue as a send by hand does. A send that cannot start
 * (the content service down for the articles block) stays scheduled and is tried at the next check.
 */
@Injectable()
export class MailingScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailingScheduler');
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<string[]> | undefined;

  constructor(
    private readonly sql: EngageSql,
    private readonly mailings: MailingsService,
    private readonly clock: MailingClock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.checkInBackground(), SCHEDULE_CHECK_MS);
    this.timer.unref();
    this.checkInBackground();
  }

  private checkInBackground(): void {
    this.check().catch((error: unknown) => this.logger.warn(`cannot look for scheduled mailings: ${describeError(error)}`));
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Starts the send of every mailing due by the clock; the ids it started. One check at a time per process. */
  check(): Promise<string[]> {
    this.checking ??= this.sendDue().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async sendDue(): Promise<string[]> {
    const now = this.clock.now();
    const due = await this.sql.query<{ id: string }>(
      `SELECT id FROM ${this.sql.t('mailings')} WHERE status = 'scheduled' AND scheduled_at <= $1 ORDER BY scheduled_at`,
      [now],
    );
    const started: string[] = [];
    for (const { id } of due) {
      try {
        if (await this.mailings.startDue(id, now)) started.push(id);
      } catch (error) {
        this.logger.warn(`scheduled mailing ${id} could not start; it is tried again at the next check: ${describeError(error)}`);
      }
    }
    return started;
  }
}
