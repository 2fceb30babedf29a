import { Module } from '@nestjs/common';
import { ContactMessagesModule } from '../contact-messages/contact-messages.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { EngageCountsController } from './engage-counts.controller.js';

@Module({
  imports: [ContactMessagesModule, SubscriptionsModule],
  controllers: [EngageCountsController],
})
export class EngageCountsModule {}
