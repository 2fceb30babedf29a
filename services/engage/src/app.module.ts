import { Module } from '@nestjs/common';
import { PostgresModule } from '@livefully/service-kit';
import { ContactMessagesModule } from './contact-messages/contact-messages.module.js';
import { EngageCountsModule } from './counts/engage-counts.module.js';
import { ENGAGE_DATABASE } from './data-source.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';

@Module({
  imports: [PostgresModule.forService(ENGAGE_DATABASE), ContactMessagesModule, SubscriptionsModule, EngageCountsModule],
})
export class AppModule {}
