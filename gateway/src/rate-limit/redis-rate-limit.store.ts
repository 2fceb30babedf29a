import { Redis } from 'ioredis';
import type { RateLimitStore, WindowCount } from './rate-limit.store.js';

/**
 * Count and expiry in one atomic step: the first hit of a window (a key without expiry) starts
 * its clock, and so a key that somehow lost its expiry gets one again instead of blocking an
 * address for ever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

type ScriptedRedis = Redis & { rateLimitHit(key: string, windowMs: number, cost: number): Promise<[number, number]> };

export interface RedisStoreOptions {
  /** A command that takes longer fails (and the limiter lets the request through). */
  commandTimeoutMs?: number;
  onConnectionError?: (error: Error) => void;
}

/**
 * Counters shared by every gateway replica (full mode). Nothing waits for Redis: while it is
 * unreachable a hit fails at once (no offline queue) and the limiter fails open.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  private readonly redis: ScriptedRedis;

  constructor(url: string, { commandTimeoutMs = 300, onConnectionError }: RedisStoreOptions = {}) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: commandTimeoutMs,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
      keyPrefix: 'rate-limit:',
    }) as ScriptedRedis;
    this.redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.redis.on('error', (error: Error) => onConnectionError?.(error));
    this.redis.connect().catch(() => {});
  }

  async hit(key: string, windowMs: number, cost = 1): Promise<WindowCount> {
    const [count, ttl] = await this.redis.rateLimitHit(key, windowMs, cost);
    return { count: Number(count), resetInMs: Number(ttl) };
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
