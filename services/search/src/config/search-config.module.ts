import { Global, Module } from '@nestjs/common';
import { parseConfig } from '@livefully/service-kit';
import { SEARCH_LOGGER, searchLoggerProvider } from './search-logger.js';
import { SEARCH_CONFIG, SearchConfigSchema } from './search.config.js';

/** main.ts has already checked the environment with loadConfig, so this parse cannot fail in a running service. */
@Global()
@Module({
  providers: [{ provide: SEARCH_CONFIG, useFactory: () => parseConfig(SearchConfigSchema) }, searchLoggerProvider],
  exports: [SEARCH_CONFIG, SEARCH_LOGGER],
})
export class SearchConfigModule {}
