import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode } from '@livefully/contracts';
import type { Request, Response } from 'express';
import type { ServerResponse } from 'node:http';
import { ApiException } from '../common/api.exception.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { clientAddress } from './client-address.js';
import { RATE_LIMIT, type RateLimitBucket, type RequestToCount, type RateLimitSetting } from './rate-limit.decorator.js';
import type { RateLimitRule } from './rate-limit-rule.js';
import { RateLimiter } from './rate-limiter.js';

export function rateLimitedMessage(seconds: number): string {
  return `Too many requests. Please try again in ${seconds} seconds.`;
}

/**
 * Counts each request of a @RateLimit route (or controller) against its client address, by
 * the request's cost. Over the limit it answers 429 with Retry-After; every counted answer
 * carries the RateLimit-* headers.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly rules: Record<RateLimitBucket, RateLimitRule | null>;

  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
  ) {
    this.rules = rateLimitRules(env);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const setting = this.reflector.getAllAndOverride<RateLimitSetting | null | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    const rule = setting ? this.rules[setting.bucket] : null;
    if (!setting || !rule) return true;
    const http = context.switchToHttp();
    const decision = await countRequest(this.limiter, setting, rule, http.getRequest<Request>(), http.getResponse<Response>());
    if (decision.allowed) return true;
    throw new ApiException(ErrorCode.RateLimited, rateLimitedMessage(decision.retryAfterSeconds));
  }
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
 * it is over): the guard, and the read cache's early answers (cached-read-hits.ts), count alike.
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
