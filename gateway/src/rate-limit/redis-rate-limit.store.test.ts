import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@livefully/service-kit';
import { startRedis } from '../../../deploy/embedded/redis.mjs';
import { RateLimiter } from './rate-limiter.js';
import { RedisRateLimitStore } from './redis-rate-limit.store.js';

type RedisServer = Awaited<ReturnType<typeof startRedis>>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function eventually(check: () => Promise<void>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

let port: number;
let server: RedisServer;
let store: RedisRateLimitStore;
let inspect: Redis;

beforeAll(async () => {
  port = await freePort();
  server = await startRedis(port);
  store = new RedisRateLimitStore(server.url);
  inspect = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 200 });
  inspect.on('error', () => {});
  await inspect.connect();
  await eventually(async () => void (await store.hit('warm-up', 1_000)));
}, 30_000);

afterAll(async () => {
  await store?.close();
  inspect?.disconnect();
  await server?.stop();
});

describe('RedisRateLimitStore against a real redis-server', () => {
  it('counts hits of a key and sets the window on the first one', async () => {
    expect(await store.hit('contact:203.0.113.1', 60_000)).toEqual({ count: 1, resetInMs: expect.any(Number) });
    const second = await store.hit('contact:203.0.113.1', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(58_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect(await inspect.get('rate-limit:contact:203.0.113.1')).toBe('2');
  });

  it('starts again after the window has passed (windows are whole seconds, as every rule is)', async () => {
    await store.hit('short:203.0.113.2', 1_000);
    await store.hit('short:203.0.113.2', 1_000);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await store.hit('short:203.0.113.2', 1_000)).count).toBe(1);
  });

  it('counts concurrent hits exactly, as one atomic step each', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst:203.0.113.3', 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await inspect.pttl('rate-limit:burst:203.0.113.3')).toBeGreaterThan(0);
  });

  it('gives a key that lost its expiry a window again instead of blocking for ever', async () => {
    await inspect.set('rate-limit:stuck:203.0.113.4', '99');
    const hit = await store.hit('stuck:203.0.113.4', 5_000);
    expect(hit).toEqual({ count: 100, resetInMs: 5_000 });
    expect(await inspect.pttl('rate-limit:stuck:203.0.113.4')).toBeGreaterThan(0);
  });

  it('shares counts between two gateways', async () => {
    const other = new RedisRateLimitStore(server.url);
    try {
      await eventually(async () => void (await other.hit('shared:warm', 1_000)));
      await store.hit('shared:203.0.113.5', 60_000);
      expect((await other.hit('shared:203.0.113.5', 60_000)).count).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('fails fast while Redis is down, so the limiter lets requests through with a warning, and counts again once it is back', async () => {
    const warn = vi.fn();
    const limiter = new RateLimiter(store, { warn } as unknown as Logger);
    const rule = { limit: 1, windowMs: 60_000 };
    await server.stop();
    try {
      const started = Date.now();
      for (let i = 0; i < 3; i += 1)
        expect(await limiter.consume('contact', '203.0.113.6', rule)).toEqual({ allowed: true, unknown: true });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[1]).toBe('rate limit store unavailable; allowing the request');
    } finally {
      server = await startRedis(port);
    }
    await eventually(async () =>
      expect(await limiter.consume('contact', '203.0.113.6', rule)).toMatchObject({ allowed: true, remaining: 0 }),
    );
    expect(await limiter.consume('contact', '203.0.113.6', rule)).toMatchObject({ allowed: false });
  }, 30_000);
});
