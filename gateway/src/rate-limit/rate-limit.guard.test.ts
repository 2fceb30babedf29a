import 'reflect-metadata';
import { Reflector } from '@nestjs/core';
import type { ExecutionContext } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '@livefully/service-kit';
import { ApiException } from '../common/api.exception.js';
import { GatewayEnvSchema } from '../config/env.js';
import { MemoryRateLimitStore } from './memory-rate-limit.store.js';
import { NoRateLimit, RateLimit } from './rate-limit.decorator.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiter } from './rate-limiter.js';

class Routes {
  @RateLimit('contact')
  contact() {}
  @RateLimit('app-subscriptions')
  apps() {}
  @RateLimit('search', (request) => String(request.query.q).length)
  search() {}
  open() {}
}

@RateLimit('reads')
class Reads {
  list() {}
  @NoRateLimit()
  probe() {}
}

function contextFor(handler: keyof Routes | keyof Reads, ip: string, query: Record<string, string> = {}) {
  const headers: Record<string, string> = {};
  const owner = handler in Reads.prototype ? Reads : Routes;
  const context = {
    getHandler: () => (owner.prototype as unknown as Record<string, unknown>)[handler],
    getClass: () => owner,
    switchToHttp: () => ({
      getRequest: () => ({ ip, query }),
      getResponse: () => ({ setHeader: (k: string, v: string) => (headers[k] = v) }),
    }),
  } as unknown as ExecutionContext;
  return { context, headers };
}

function guard(env: Record<string, string> = {}) {
  const limiter = new RateLimiter(new MemoryRateLimitStore(), { warn: vi.fn() } as unknown as Logger);
  return new RateLimitGuard(new Reflector(), limiter, GatewayEnvSchema.parse({ RATE_LIMIT_CONTACT: '2/1m', ...env }));
}

describe('RateLimitGuard', () => {
  it('lets the limit through with RateLimit headers, then refuses with 429, its message and Retry-After', async () => {
    const limited = guard();
    for (const remaining of ['1', '0']) {
      const { context, headers } = contextFor('contact', '::ffff:198.51.100.7');
      expect(await limited.canActivate(context)).toBe(true);
      expect(headers).toEqual({ 'RateLimit-Limit': '2', 'RateLimit-Remaining': remaining, 'RateLimit-Reset': '60' });
    }
    const { context, headers } = contextFor('contact', '198.51.100.7');
    const error = (await limited.canActivate(context).catch((e: unknown) => e)) as ApiException;
    expect(error).toBeInstanceOf(ApiException);
    expect([error.status, error.code, error.message]).toEqual([
      429,
      'COMMON.RATE_LIMITED',
      'Too many requests. Please try again in 60 seconds.',
    ]);
    expect(headers['Retry-After']).toBe('60');
  });

  it('counts each route on its own and leaves routes without a bucket alone', async () => {
    const limited = guard({ RATE_LIMIT_APP_SUBSCRIPTIONS: '1/1m' });
    expect(await limited.canActivate(contextFor('apps', '198.51.100.8').context)).toBe(true);
    expect(await limited.canActivate(contextFor('contact', '198.51.100.8').context)).toBe(true);
    await expect(limited.canActivate(contextFor('apps', '198.51.100.8').context)).rejects.toBeInstanceOf(ApiException);
    for (let i = 0; i < 5; i += 1) expect(await limited.canActivate(contextFor('open', '198.51.100.8').context)).toBe(true);
  });

  it('does not count a route whose rule is off', async () => {
    const unlimited = guard({ RATE_LIMIT_CONTACT: 'off' });
    for (let i = 0; i < 10; i += 1) {
      const { context, headers } = contextFor('contact', '198.51.100.9');
      expect(await unlimited.canActivate(context)).toBe(true);
      expect(headers).toEqual({});
    }
  });

  it('counts a request by its cost', async () => {
    const limited = guard({ RATE_LIMIT_SEARCH: '10/1m' });
    const first = contextFor('search', '198.51.100.10', { q: 'abcdef' });
    expect(await limited.canActivate(first.context)).toBe(true);
    expect(first.headers['RateLimit-Remaining']).toBe('4');
    expect(await limited.canActivate(contextFor('search', '198.51.100.10', { q: 'abcd' }).context)).toBe(true);
    await expect(limited.canActivate(contextFor('search', '198.51.100.10', { q: 'a' }).context)).rejects.toBeInstanceOf(ApiException);
  });

  it('limits every handler of a controller marked once, except one marked NoRateLimit', async () => {
    const limited = guard({ RATE_LIMIT_READS: '2/1m' });
    expect(await limited.canActivate(contextFor('list', '198.51.100.11').context)).toBe(true);
    expect(await limited.canActivate(contextFor('list', '198.51.100.11').context)).toBe(true);
    await expect(limited.canActivate(contextFor('list', '198.51.100.11').context)).rejects.toBeInstanceOf(ApiException);
    for (let i = 0; i < 5; i += 1) expect(await limited.canActivate(contextFor('probe', '198.51.100.11').context)).toBe(true);
  });
});
