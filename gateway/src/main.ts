import { createLogger, loadConfig } from '@livefully/service-kit';
import { GatewayEnvSchema } from './config/env.js';
import { createGateway } from './create-app.js';

const env = loadConfig('gateway', GatewayEnvSchema);
const logger = createLogger('gateway', env.LOG_LEVEL);
const app = await createGateway(env, logger);
await app.listen(env.PORT, env.HOST);
logger.info({ transport: env.TRANSPORT }, `gateway listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`);
