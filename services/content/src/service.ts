import { releaseOf, type ServiceDefinition } from '@livefully/service-kit';
import { AppModule } from './app.module.js';
import { ContentConfigSchema, type ContentConfig } from './config/content.config.js';
import { CONTENT_DATABASE } from './data-source.js';
import { migrateContent } from './seed/migrate-and-seed.js';

/** The content service as main.ts starts it and the tests run it. */
export const CONTENT_SERVICE: ServiceDefinition<ContentConfig> = {
  name: 'content',
  release: releaseOf(import.meta.url),
  module: AppModule,
  config: ContentConfigSchema,
  database: CONTENT_DATABASE,
  migrate: (env) => migrateContent(env),
};
