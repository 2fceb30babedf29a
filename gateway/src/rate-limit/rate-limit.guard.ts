import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode } from '@livefully/contracts';
import type { Request, Response } from 'express';
import { ApiException } from '../common/api.exception.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import type { RateLimitRule } from '../config/rate-limit-rule.js';
import { countRequest, rateLimitedMessage, rateLimitRules } from './count-request.js';
import { RATE_LIMIT, type RateLimitBucket, type RateLimitSetting } from './rate-limit.decorator.js';
import { RateLimiter } from './rate-limiter.js';

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
