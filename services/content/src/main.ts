import 'reflect-metadata';
import { createLogger, loadConfig, startService } from '@livefully/service-kit';
import { AppModule } from './app.module.js';
import { ContentConfigSchema } from './config/content.config.js';
import { checkDatabase } from './database/database-check.js';
import { describeError } from './database/describe-error.js';

const config = loadConfig('content', ContentConfigSchema);
const logger = createLogger('content', config.LOG_LEVEL);

try {
  await checkDatabase({ url: config.DATABASE_URL, schema: config.DB_SCHEMA });
  await startService({
    name: 'content',
    module: AppModule,
    endpoint: { transport: config.TRANSPORT, host: config.SERVICE_HOST, port: config.SERVICE_PORT, redisUrl: config.REDIS_URL },
    logLevel: config.LOG_LEVEL,
  });
} catch (error) {
  logger.fatal(`content service cannot start: ${describeError(error)}`);
  process.exit(1);
}
