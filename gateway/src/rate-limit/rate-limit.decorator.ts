import { SetMetadata } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Each bucket has its own RATE_LIMIT_* rule: the public POST routes one each, every public read
 * one shared `reads` budget, search its own, where a request costs more the more it asks, and
 * the pages a visitor has rendered (not found in the page cache) one more.
 */
export type RateLimitBucket =
  'contact' | 'email-subscriptions' | 'app-subscriptions' | 'subscription-links' | 'reads' | 'search' | 'page-renders';

export interface RateLimitSetting {
  bucket: RateLimitBucket;
  /** What one request counts against the limit; 1 when left out. */
  cost?: (request: RequestToCount) => number;
}

/** What counting a request reads of it: Express's request has these; the read cache's hit path builds them. */
export interface RequestToCount {
  ip?: string | undefined;
  query: Record<string, unknown>;
  /** Where the renderer's credential is looked for (its reads are counted against nobody). */
  headers?: IncomingHttpHeaders;
}

export const RATE_LIMIT = 'rate-limit:setting';

/** How a route's requests are counted: the guard's (through @RateLimit) and the read cache's hit path's. */
export function rateLimitSetting(bucket: RateLimitBucket, cost?: RateLimitSetting['cost']): RateLimitSetting {
  return cost ? { bucket, cost } : { bucket };
}

/** `@RateLimit('contact')` on a handler, or on a controller for all its handlers, guarded by RateLimitGuard. */
export const RateLimit = (bucket: RateLimitBucket, cost?: RateLimitSetting['cost']) =>
  SetMetadata(RATE_LIMIT, rateLimitSetting(bucket, cost));

/** `@NoRateLimit()` on a handler of a limited controller (health probes). */
export const NoRateLimit = () => SetMetadata(RATE_LIMIT, null);
