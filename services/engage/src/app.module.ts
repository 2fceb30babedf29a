import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceProbe, HealthModule } from '@livefully/service-kit';
import { DataSource } from 'typeorm';
import { EngageConfigModule } from './config/engage-config.module.js';
import { ENGAGE_CONFIG, type EngageConfig } from './config/engage.config.js';
import { EngageCountsModule } from './counts/engage-counts.module.js';
import { ContactMessagesModule } from './contact-messages/contact-messages.module.js';
import { engageDataSourceOptions } from './data-source.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';

@Module({
  imports: [
    EngageConfigModule,
    TypeOrmModule.forRootAsync({
      imports: [EngageConfigModule],
      inject: [ENGAGE_CONFIG],
      useFactory: (config: EngageConfig) => ({
        ...engageDataSourceOptions({ url: config.DATABASE_URL, schema: config.DB_SCHEMA }),
        // main.ts has checked the database already; this only rides out a blip right after.
        retryAttempts: 3,
        retryDelay: 1_000,
      }),
    }),
    HealthModule.forService('engage', { inject: [DataSource], useFactory: (dataSource: DataSource) => [dataSourceProbe(dataSource)] }),
    ContactMessagesModule,
    SubscriptionsModule,
    EngageCountsModule,
  ],
})
export class AppModule {}
