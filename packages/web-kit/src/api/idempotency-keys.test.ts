import { afterEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, randomKey } from './idempotency-keys';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Keys k1, k2, … and a `send` that answers or fails as told, recording the key of each call. */
function setUp() {
  let made = 0;
  const keys = idempotencyKeys(() => `k${++made}`);
  const sentWith: string[] = [];
  const attempt = (values: unknown, outcome: 'ok' | 'fail') =>
    keys
      .submit(values, async (key) => {
        sentWith.push(key);
        if (outcome === 'fail') throw new Error('503: unavailable');
        return 'receipt';
      })
      .catch(() => 'failed');
  return { attempt, sentWith };
}

afterEach(() => vi.unstubAllGlobals());

describe('idempotencyKeys', () => {
  it('sends a retry of the same values after a failure under the same key', async () => {
    const { attempt, sentWith } = setUp();
    expect(await attempt({ email: 'a@example.com' }, 'fail')).toBe('failed');
    expect(await attempt({ email: 'a@example.com' }, 'fail')).toBe('failed');
    expect(await attempt({ email: 'a@example.com' }, 'ok')).toBe('receipt');
    expect(sentWith).toEqual(['k1', 'k1', 'k1']);
  });

  it('makes a new key once the values change', async () => {
    const { attempt, sentWith } = setUp();
    await attempt({ email: 'a@example.com' }, 'fail');
    await attempt({ email: 'b@example.com' }, 'fail');
    await attempt({ email: 'a@example.com' }, 'ok');
    expect(sentWith).toEqual(['k1', 'k2', 'k3']);
  });

  it('makes a new key after a success, even for the same values', async () => {
    const { attempt, sentWith } = setUp();
    await attempt({ email: 'a@example.com' }, 'ok');
    await attempt({ email: 'a@example.com' }, 'ok');
    expect(sentWith).toEqual(['k1', 'k2']);
  });

  it('uses random UUIDs by default', async () => {
    const sentWith: string[] = [];
    const keys = idempotencyKeys();
    await keys.submit({ n: 1 }, async (key) => sentWith.push(key));
    await keys.submit({ n: 2 }, async (key) => sentWith.push(key));
    expect(sentWith[0]).toMatch(UUID_V4);
    expect(sentWith[1]).not.toBe(sentWith[0]);
  });
});

describe('randomKey', () => {
  it('makes a version 4 UUID from random bytes where crypto.randomUUID is missing (plain HTTP)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
