import { Module } from '@nestjs/common';
import { PostgresModule } from '@livefully/service-kit';
import { ContactMessagesModule } from './contact-messages/contact-messages.module.js';
import { EngageCountsModule } from './counts/engage-counts.module.js';
import { ENGAGE_DATABASE } from './data-source.js';
import { MailModule } from './mail/mail.module.js';
import { MailingsModule } from './mailings/mailings.module.js';
import { PeopleModule } from './people/people.module.js';
import { StaffNoticesModule } from './staff/staff-notices.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';

@Module({
  imports: [
    PostgresModule.forService(ENGAGE_DATABASE),
    MailModule,
    ContactMessagesModule,
    SubscriptionsModule,
    MailingsModule,
    PeopleModule,
    EngageCountsModule,
    StaffNoticesModule,
  ],
})
export class AppModule {}
