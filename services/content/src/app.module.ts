import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceProbe, HealthModule } from '@livefully/service-kit';
import { DataSource } from 'typeorm';
import { AuditModule } from './audit/audit.module.js';
import { CategoriesModule } from './categories/categories.module.js';
import { ContentConfigModule } from './config/content-config.module.js';
import { CONTENT_CONFIG, type ContentConfig } from './config/content.config.js';
import { contentDataSourceOptions } from './data-source.js';
import { ContentEventsModule } from './events/content-events.module.js';
import { GuidesModule } from './guides/guides.module.js';
import { PostsModule } from './posts/posts.module.js';
import { SearchFeedModule } from './search-feed/search-feed.module.js';
import { TopicsModule } from './topics/topics.module.js';

@Module({
  imports: [
    ContentConfigModule,
    ContentEventsModule,
    TypeOrmModule.forRootAsync({
      imports: [ContentConfigModule],
      inject: [CONTENT_CONFIG],
      useFactory: (config: ContentConfig) => ({
        ...contentDataSourceOptions({ url: config.DATABASE_URL, schema: config.DB_SCHEMA }),
        // main.ts has checked the database already; this only rides out a blip right after.
        retryAttempts: 3,
        retryDelay: 1_000,
      }),
    }),
    HealthModule.forService('content', { inject: [DataSource], useFactory: (dataSource: DataSource) => [dataSourceProbe(dataSource)] }),
    PostsModule,
    TopicsModule,
    CategoriesModule,
    GuidesModule,
    AuditModule,
    SearchFeedModule,
  ],
})
export class AppModule {}
