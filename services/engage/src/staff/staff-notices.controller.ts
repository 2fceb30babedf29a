import { Controller } from '@nestjs/common';
import { staffNoticeOperations as ops, type MessageOf } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { JobQueue, QUEUES } from '../jobs/job-queue.js';

/**
 * Staff notices: queued durably, sent by StaffNoticeWorker. The answer comes once the job is
 * stored, so the caller knows the mail will leave; the request id is the job's id, so the
 * message received by every replica over Redis, or sent again, queues one mail.
 */
@Controller()
export class StaffNoticesController {
  constructor(private readonly jobs: JobQueue) {}

  @Handles(ops.staffNotice)
  async queue({ notice, requestId }: MessageOf<typeof ops.staffNotice>) {
    await this.jobs.send(QUEUES.staffNotice, notice, requestId);
    return { queued: true as const };
  }
}
