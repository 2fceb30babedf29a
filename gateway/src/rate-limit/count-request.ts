import type { ServerResponse } from 'node:http';
import type { GatewayEnv } from '../config/env.js';
import type { RateLimitRule } from '../config/rate-limit-rule.js';
import { clientAddress } from './client-address.js';
import type { RateLimitBucket, RateLimitSetting, RequestToCount } from './rate-limit.decorator.js';
import type { RateLimiter } from './rate-limiter.js';

export function rateLimitedMessage(seconds: number): string {
  return `Too many requests. Please try again in ${seconds} seconds.`;
}

/** Each bucket's rule from the settings (null: that bucket is not limited). */
export function rateLimitRules(env: GatewayEnv): Record<RateLimitBucket, RateLimitRule | null> {
  return {
    contact: env.RATE_LIMIT_CONTACT,
    'email-subscriptions': env.RATE_LIMIT_EMAIL_SUBSCRIPTIONS,
    'app-subscriptions': env.RATE_LIMIT_APP_SUBSCRIPTIONS,
    'subscription-links': env.RATE_LIMIT_SUBSCRIPTION_LINKS,
    reads: env.RATE_LIMIT_READS,
    search: env.RATE_LIMIT_SEARCH,
    'page-renders': env.RATE_LIMIT_PAGE_RENDERS,
  };
}

/**
 * Counts one request against its bucket and sets the RateLimit-* headers (and Retry-After when
 * it is over): the one way a request is counted, by the guard, the page renders and the read
 * cache's hit path (pipeline/cached-read-hits.ts).
 */
export async function countRequest(
  limiter: RateLimiter,
  setting: RateLimitSetting,
  rule: RateLimitRule,
  request: RequestToCount,
  response: Pick<ServerResponse, 'setHeader'>,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  if (limiter.exempts(request)) return { allowed: true };
  const cost = setting.cost ? Math.max(1, Math.ceil(setting.cost(request))) : 1;
  const decision = await limiter.consume(setting.bucket, clientAddress(request), rule, cost);
  if ('unknown' in decision) return { allowed: true };
  response.setHeader('RateLimit-Limit', String(decision.limit));
  response.setHeader('RateLimit-Remaining', String(decision.remaining));
  response.setHeader('RateLimit-Reset', String(decision.resetInSeconds));
  if (decision.allowed) return { allowed: true };
  response.setHeader('Retry-After', String(decision.retryAfterSeconds));
  return { allowed: false, retryAfterSeconds: decision.retryAfterSeconds };
}
