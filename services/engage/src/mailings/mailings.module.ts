import { Module } from '@nestjs/common';
import { ContentSource } from './content-source.js';
import { DeliveryWorker } from './delivery.worker.js';
import { MailingsController } from './mailings.controller.js';
import { MailingsService } from './mailings.service.js';

@Module({
  controllers: [MailingsController],
  providers: [MailingsService, ContentSource, DeliveryWorker],
})
export class MailingsModule {}
