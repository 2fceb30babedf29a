import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriberListsController } from './admin/subscriber-lists.controller.js';
import { SubscriberListsService } from './admin/subscriber-lists.service.js';
import { AppSubscription } from './app-subscription.entity.js';
import { EmailSubscription } from './email-subscription.entity.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([EmailSubscription, AppSubscription])],
  controllers: [SubscriptionsController, SubscriberListsController],
  providers: [SubscriptionsService, SubscriberListsService],
  exports: [SubscriberListsService],
})
export class SubscriptionsModule {}
