import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/** How much a key has spent in its current window (requests, or their cost), and when that window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * A fixed-window counter. `hit` adds a request's cost (1 for most) and returns the window's state; it may
 * throw when the store is unreachable, which the limiter treats as "allow".
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  hit(key: string, windowMs: number, cost?: number): Promise<WindowCount>;
  close(): Promise<void>;
}

export const RATE_LIMIT_STORE = 'RATE_LIMIT_STORE';

/**
 * rate-limiter-flexible counts here, and the caller compares the count with its rule: so one
 * counter with no limit of its own serves every bucket, each hit naming its window length.
 */
export const COUNT_ONLY = { points: Number.MAX_SAFE_INTEGER, duration: 1 } as const;

export async function countHit(counter: RateLimiterAbstract, key: string, windowMs: number, cost: number): Promise<WindowCount> {
  const result = await counter.consume(key, cost, { customDuration: windowMs / 1_000 });
  return { count: result.consumedPoints, resetInMs: result.msBeforeNext };
}
