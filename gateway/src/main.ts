import { closeWhenIdle, createLogger, loadConfig, WorkUnderWay } from '@livefully/service-kit';
import { GatewayEnvSchema } from './config/env.js';
import { createGateway } from './create-app.js';

const env = loadConfig('gateway', GatewayEnvSchema);
const logger = createLogger('gateway', env.LOG_LEVEL);
const requests = new WorkUnderWay();
const app = await createGateway(env, logger, { requests });
// A stop (a rolling deploy's SIGTERM) lets the requests under way finish before the server closes.
closeWhenIdle(app, { work: requests, log: logger, what: 'request' });
await app.listen(env.PORT, env.HOST);
logger.info({ transport: env.TRANSPORT }, `gateway listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`);
