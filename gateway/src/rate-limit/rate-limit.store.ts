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
