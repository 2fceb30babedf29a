import { Module } from '@nestjs/common';
import { StaffNoticeWorker } from './staff-notice.worker.js';
import { StaffNoticesController } from './staff-notices.controller.js';

/** Mail to staff and invitees (docs/roles.md), through the same queue and transport as every mail. */
@Module({
  controllers: [StaffNoticesController],
  providers: [StaffNoticeWorker],
})
export class StaffNoticesModule {}
