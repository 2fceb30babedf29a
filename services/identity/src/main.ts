import 'reflect-metadata';
import { createLogger, loadConfig, startService } from '@livefully/service-kit';
import { AppModule } from './app.module.js';
import { describeFirebaseMode } from './config/firebase-mode.js';
import { IdentityConfigSchema } from './config/identity.config.js';
import { checkDatabase } from './database/database-check.js';
import { describeError } from './database/describe-error.js';

const config = loadConfig('identity', IdentityConfigSchema);
const logger = createLogger('identity', config.LOG_LEVEL);

const firebase = describeFirebaseMode(config);
logger.info(firebase.line);
if (firebase.warning) logger.warn(firebase.warning);

try {
  await checkDatabase({ url: config.DATABASE_URL, schema: config.DB_SCHEMA });
  await startService({
    name: 'identity',
    module: AppModule,
    endpoint: { transport: config.TRANSPORT, host: config.SERVICE_HOST, port: config.SERVICE_PORT, redisUrl: config.REDIS_URL },
    logLevel: config.LOG_LEVEL,
  });
} catch (error) {
  logger.fatal(`identity service cannot start: ${describeError(error)}`);
  process.exit(1);
}
