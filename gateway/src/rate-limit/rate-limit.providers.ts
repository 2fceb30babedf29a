import type { OnApplicationShutdown, Provider } from '@nestjs/common';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@livefully/service-kit';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { RendererCredential } from './renderer-credential.js';
import { MemoryRateLimitStore } from './memory-rate-limit.store.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit.store.js';
import { RateLimiter } from './rate-limiter.js';
import { RedisRateLimitStore } from './redis-rate-limit.store.js';

/**
 * Embedded mode runs one gateway, so its counters live in memory; over Redis several gateway
 * replicas share one count per address in Redis.
 */
export function createRateLimitStore(env: GatewayEnv, logger: Logger): RateLimitStore {
  if (env.TRANSPORT !== 'redis' || !env.REDIS_URL) return new MemoryRateLimitStore();
  return new RedisRateLimitStore(env.REDIS_URL, {
    onConnectionError: (error) => logger.debug({ reason: error.message }, 'rate limit store connection error'),
  });
}

@Injectable()
class RateLimitStoreCloser implements OnApplicationShutdown {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

export const RATE_LIMIT_PROVIDERS: Provider[] = [
  { provide: RATE_LIMIT_STORE, inject: [GATEWAY_ENV, GATEWAY_LOGGER], useFactory: createRateLimitStore },
  {
    provide: RateLimiter,
    inject: [RATE_LIMIT_STORE, GATEWAY_LOGGER, GATEWAY_ENV],
    useFactory: (store: RateLimitStore, logger: Logger, env: GatewayEnv) => {
      const renderer = new RendererCredential(env.RENDERER_SECRET);
      return new RateLimiter(store, logger, Date.now, (request) => renderer.presentedBy(request.headers));
    },
  },
  RateLimitGuard,
  RateLimitStoreCloser,
];
