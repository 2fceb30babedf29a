import { releaseOf, type ServiceDefinition } from '@livefully/service-kit';
import { AppModule } from './app.module.js';
import { SearchConfigSchema, type SearchConfig } from './config/search.config.js';

/** The search service as main.ts starts it and the tests run it; its index lives in the engine, not in PostgreSQL. */
export const SEARCH_SERVICE: ServiceDefinition<SearchConfig> = {
  name: 'search',
  release: releaseOf(import.meta.url),
  module: AppModule,
  config: SearchConfigSchema,
  beforeStart: (config, logger) => logger.info({ engine: config.SEARCH_ENGINE }, `search engine: ${config.SEARCH_ENGINE}`),
};
