import { loadConfig, startService } from '@livefully/service-kit';
import { AppModule } from './app.module.js';
import { EnvSchema } from './config.js';

const env = loadConfig('search', EnvSchema);
await startService({
  name: 'search',
  module: AppModule,
  endpoint: { transport: env.TRANSPORT, host: env.SERVICE_HOST, port: env.SERVICE_PORT, redisUrl: env.REDIS_URL },
  logLevel: env.LOG_LEVEL,
});
