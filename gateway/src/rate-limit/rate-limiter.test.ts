import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@livefully/service-kit';
import { MemoryRateLimitStore } from './memory-rate-limit.store.js';
import { RateLimiter } from './rate-limiter.js';
import type { RateLimitStore } from './rate-limit.store.js';

const rule = { limit: 3, windowMs: 60_000 };
const fakeLogger = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };
const brokenStore: RateLimitStore = {
  kind: 'redis',
  hit: async () => {
    throw new Error('Connection is closed.');
  },
  close: async () => {},
};

beforeEach(() => void vi.useFakeTimers({ now: 0 }));
afterEach(() => void vi.useRealTimers());

describe('RateLimiter', () => {
  it('allows the limit, then refuses with the seconds until the window ends', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), fakeLogger());
    const decisions = [];
    for (let i = 0; i < 3; i += 1) decisions.push(await limiter.consume('contact', '1.2.3.4', rule));
    expect(decisions.map((d) => d.allowed && 'remaining' in d && d.remaining)).toEqual([2, 1, 0]);
    vi.setSystemTime(20_500);
    expect(await limiter.consume('contact', '1.2.3.4', rule)).toEqual({
      allowed: false,
      limit: 3,
      remaining: 0,
      resetInSeconds: 40,
      retryAfterSeconds: 40,
    });
    expect((await limiter.consume('contact', '5.6.7.8', rule)).allowed).toBe(true);
    expect((await limiter.consume('email-subscriptions', '1.2.3.4', rule)).allowed).toBe(true);
    vi.setSystemTime(60_000);
    expect((await limiter.consume('contact', '1.2.3.4', rule)).allowed).toBe(true);
  });

  it('never says less than one second', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), fakeLogger());
    await limiter.consume('contact', 'a', { limit: 1, windowMs: 1_000 });
    vi.setSystemTime(999.6);
    expect(await limiter.consume('contact', 'a', { limit: 1, windowMs: 1_000 })).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });

  it('fails open when the store fails, with one warning and then one every 30 s at most', async () => {
    let now = 0;
    const logger = fakeLogger();
    const limiter = new RateLimiter(brokenStore, logger, () => now);
    for (let i = 0; i < 5; i += 1) expect(await limiter.consume('contact', '1.2.3.4', rule)).toEqual({ allowed: true, unknown: true });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]).toEqual([
      { bucket: 'contact', store: 'redis', reason: 'Connection is closed.' },
      'rate limit store unavailable; allowing the request',
    ]);
    now = 30_000;
    await limiter.consume('contact', '1.2.3.4', rule);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[1]?.[0]).toMatchObject({ alsoAllowedSinceLastWarning: 4 });
  });
});
