import { createLogger } from '@livefully/service-kit';
import { SEARCH_CONFIG, type SearchConfig } from './search.config.js';

/** Pino directly: Nest's Logger.log lands at debug level here, and a rebuilt index is worth an info line. */
export const SEARCH_LOGGER = 'SEARCH_LOGGER';

export const searchLoggerProvider = {
  provide: SEARCH_LOGGER,
  inject: [SEARCH_CONFIG],
  useFactory: (config: SearchConfig) => createLogger('search', config.LOG_LEVEL),
};
