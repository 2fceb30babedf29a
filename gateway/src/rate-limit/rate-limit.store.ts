/** How many requests a key has made in its current window, and when that window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * A fixed-window counter. `hit` counts one request and returns the window's state; it may
 * throw when the store is unreachable, which the limiter treats as "allow".
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  hit(key: string, windowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}

export const RATE_LIMIT_STORE = 'RATE_LIMIT_STORE';
