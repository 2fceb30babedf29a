import type { Logger } from '@livefully/service-kit';
import type { RequestToCount } from './rate-limit.decorator.js';
import type { RateLimitRule } from '../config/rate-limit-rule.js';
import type { RateLimitStore } from './rate-limit.store.js';

export type RateLimitDecision =
  | { allowed: true; limit: number; remaining: number; resetInSeconds: number }
  | { allowed: false; limit: number; remaining: 0; resetInSeconds: number; retryAfterSeconds: number }
  /** The store could not be asked: the request goes through, uncounted. */
  | { allowed: true; unknown: true };

const LOG_EVERY_MS = 30_000;

/**
 * Decides whether one more request from an address fits its bucket's rule. A store that
 * fails never blocks a visitor and never turns into a 500: the request is allowed and one
 * warning says so (then at most one every 30 s, with a count, while the store stays down).
 */
export class RateLimiter {
  private lastWarning = Number.NEGATIVE_INFINITY;
  private suppressed = 0;

  constructor(
    private readonly store: RateLimitStore,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
    /** Requests that are the site's own work (the renderer's reads): never counted. */
    readonly exempts: (request: RequestToCount) => boolean = () => false,
  ) {}

  /** `cost` is what this request counts against the rule's limit: 1, or more for an expensive one. */
  async consume(bucket: string, address: string, rule: RateLimitRule, cost = 1): Promise<RateLimitDecision> {
    let count: number;
    let resetInMs: number;
    try {
      ({ count, resetInMs } = await this.store.hit(`${bucket}:${address}`, rule.windowMs, cost));
    } catch (error) {
      this.warn(bucket, error);
      return { allowed: true, unknown: true };
    }
    const resetInSeconds = Math.max(1, Math.ceil(resetInMs / 1_000));
    if (count > rule.limit) return { allowed: false, limit: rule.limit, remaining: 0, resetInSeconds, retryAfterSeconds: resetInSeconds };
    return { allowed: true, limit: rule.limit, remaining: Math.max(0, rule.limit - count), resetInSeconds };
  }

  private warn(bucket: string, error: unknown): void {
    const now = this.now();
    if (now - this.lastWarning < LOG_EVERY_MS) {
      this.suppressed += 1;
      return;
    }
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(
      { bucket, store: this.store.kind, reason, ...(this.suppressed ? { alsoAllowedSinceLastWarning: this.suppressed } : {}) },
      'rate limit store unavailable; allowing the request',
    );
    this.lastWarning = now;
    this.suppressed = 0;
  }
}
