import 'reflect-metadata';
import { createLogger, describeError, loadConfig, startService } from '@livefully/service-kit';
import { AppModule } from './app.module.js';
import { SearchConfigSchema } from './config/search.config.js';

const config = loadConfig('search', SearchConfigSchema);
const logger = createLogger('search', config.LOG_LEVEL);

try {
  await startService({
    name: 'search',
    module: AppModule,
    endpoint: { transport: config.TRANSPORT, host: config.SERVICE_HOST, port: config.SERVICE_PORT, redisUrl: config.REDIS_URL },
    logLevel: config.LOG_LEVEL,
  });
  logger.info({ engine: config.SEARCH_ENGINE }, `search engine: ${config.SEARCH_ENGINE}`);
} catch (error) {
  logger.fatal(`search service cannot start: ${describeError(error)}`);
  process.exit(1);
}
