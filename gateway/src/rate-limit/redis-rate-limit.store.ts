import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { COUNT_ONLY, countHit, type RateLimitStore, type WindowCount } from './rate-limit.store.js';

export interface RedisStoreOptions {
  /** A command that takes longer fails (and the limiter lets the request through). */
  commandTimeoutMs?: number;
  onConnectionError?: (error: Error) => void;
}

/**
 * Counters shared by every gateway replica (full mode), keys `rate-limit:<bucket>:<address>`.
 * rate-limiter-flexible counts and sets the expiry in one Lua script, and gives a key that
 * lost its expiry one again. Nothing waits for Redis: while it is not connected a hit fails
 * at once (rejectIfRedisNotReady, no offline queue) and the limiter fails open.
 * Windows are whole seconds in Redis, as every RATE_LIMIT_* rule is.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  private readonly redis: Redis;
  private readonly counter: RateLimiterRedis;

  constructor(url: string, { commandTimeoutMs = 300, onConnectionError }: RedisStoreOptions = {}) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: commandTimeoutMs,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    this.redis.on('error', (error: Error) => onConnectionError?.(error));
    this.redis.connect().catch(() => {});
    this.counter = new RateLimiterRedis({ ...COUNT_ONLY, storeClient: this.redis, keyPrefix: 'rate-limit', rejectIfRedisNotReady: true });
  }

  hit(key: string, windowMs: number, cost = 1): Promise<WindowCount> {
    return countHit(this.counter, key, windowMs, cost);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
