import { Module } from '@nestjs/common';
import { ConfirmationWorker } from '../jobs/confirmation.worker.js';
import { SubscriberListsController } from './admin/subscriber-lists.controller.js';
import { SubscriberListsService } from './admin/subscriber-lists.service.js';
import { PendingSweeper } from './pending-sweeper.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Module({
  controllers: [SubscriptionsController, SubscriberListsController],
  providers: [SubscriptionsService, SubscriberListsService, ConfirmationWorker, PendingSweeper],
  exports: [SubscriberListsService],
})
export class SubscriptionsModule {}
