import { releaseOf, type ServiceDefinition } from '@livefully/service-kit';
import { AppModule } from './app.module.js';
import { EngageConfigSchema, type EngageConfig } from './config/engage.config.js';
import { ENGAGE_DATABASE } from './data-source.js';

/** The engage service as main.ts starts it and the tests run it. */
export const ENGAGE_SERVICE: ServiceDefinition<EngageConfig> = {
  name: 'engage',
  release: releaseOf(import.meta.url),
  module: AppModule,
  config: EngageConfigSchema,
  database: ENGAGE_DATABASE,
};
