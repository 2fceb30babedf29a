import { Module } from '@nestjs/common';
import { ContentSource } from './content-source.js';
import { DeliveryWorker } from './delivery.worker.js';
import { MailingClock } from './mailing-clock.js';
import { MailingScheduler } from './mailing-scheduler.js';
import { MailingsController } from './mailings.controller.js';
import { MailingsService } from './mailings.service.js';

@Module({
  controllers: [MailingsController],
  providers: [MailingsService, ContentSource, DeliveryWorker, MailingClock, MailingScheduler],
})
export class MailingsModule {}
