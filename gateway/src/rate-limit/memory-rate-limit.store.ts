import { RateLimiterMemory } from 'rate-limiter-flexible';
import { COUNT_ONLY, countHit, type RateLimitStore, type WindowCount } from './rate-limit.store.js';

/**
 * Counters in this process (embedded mode: one gateway). rate-limiter-flexible drops each
 * window when it ends, so addresses seen once do not pile up.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  private readonly counter = new RateLimiterMemory(COUNT_ONLY);

  hit(key: string, windowMs: number, cost = 1): Promise<WindowCount> {
    return countHit(this.counter, key, windowMs, cost);
  }

  async close(): Promise<void> {}
}
