import { Injectable } from '@nestjs/common';

/**
 * The time schedules are checked and come due by. Injected, so that a test sets the time a
 * mailing is due at and runs the scheduler's check, rather than waiting for it (as content's
 * scheduled posts are checked by the clock of its PublishClock).
 */
@Injectable()
export class MailingClock {
  now(): Date {
    return new Date();
  }
}
