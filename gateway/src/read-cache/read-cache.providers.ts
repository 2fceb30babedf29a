import type { INestApplication, Provider } from '@nestjs/common';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { Logger } from '@livefully/service-kit';
import { transportOptions } from '@livefully/service-kit';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { AnswerWriter } from './answer-writer.js';
import { CacheInvalidation } from './cache-invalidation.js';
import { ReadCache } from './read-cache.js';

export const READ_CACHE_PROVIDERS: Provider[] = [
  CacheInvalidation,
  ReadCache,
  {
    provide: AnswerWriter,
    useFactory: (env: GatewayEnv) => new AnswerWriter(env.CACHE_CONTROL_PUBLIC, env.READ_CACHE_ENCODED_MIB * 2 ** 20),
    inject: [GATEWAY_ENV],
  },
];

/**
 * Makes the gateway hear change events (a hybrid app): over Redis it subscribes, like every
 * replica; over TCP it listens on GATEWAY_EVENTS_HOST:GATEWAY_EVENTS_PORT for the services' sends.
 */
export async function listenForChanges(app: INestApplication, env: GatewayEnv, logger: Logger): Promise<void> {
  const endpoint =
    env.TRANSPORT === 'redis'
      ? { transport: 'redis' as const, host: '', port: 0, redisUrl: env.REDIS_URL }
      : env.GATEWAY_EVENTS_PORT
        ? { transport: 'tcp' as const, host: env.GATEWAY_EVENTS_HOST, port: env.GATEWAY_EVENTS_PORT }
        : undefined;
  if (!endpoint) {
    if (env.READ_CACHE === 'on')
      logger.warn('GATEWAY_EVENTS_PORT is not set: this gateway cannot hear content changes, so it does not cache reads');
    return;
  }
  app.connectMicroservice<MicroserviceOptions>(transportOptions(endpoint), { inheritAppConfig: false });
  await app.startAllMicroservices();
}
