import 'reflect-metadata';
import { createLogger, loadConfig, startService } from '@livefully/service-kit';
import { AppModule } from './app.module.js';
import { EngageConfigSchema } from './config/engage.config.js';
import { checkDatabase } from './database/database-check.js';
import { describeError } from './database/describe-error.js';

const config = loadConfig('engage', EngageConfigSchema);
const logger = createLogger('engage', config.LOG_LEVEL);

try {
  await checkDatabase({ url: config.DATABASE_URL, schema: config.DB_SCHEMA });
  await startService({
    name: 'engage',
    module: AppModule,
    endpoint: { transport: config.TRANSPORT, host: config.SERVICE_HOST, port: config.SERVICE_PORT, redisUrl: config.REDIS_URL },
    logLevel: config.LOG_LEVEL,
  });
} catch (error) {
  logger.fatal(`engage service cannot start: ${describeError(error)}`);
  process.exit(1);
}
