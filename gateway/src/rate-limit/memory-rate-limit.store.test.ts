import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './memory-rate-limit.store.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('MemoryRateLimitStore', () => {
  it('counts hits of a key within its window and says when the window ends', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    expect(await store.hit('contact:1.2.3.4', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    time.advance(15_000);
    expect(await store.hit('contact:1.2.3.4', 60_000)).toEqual({ count: 2, resetInMs: 45_000 });
  });

  it('starts a new window once the old one has ended', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    await store.hit('k', 10_000);
    await store.hit('k', 10_000);
    time.advance(10_000);
    expect(await store.hit('k', 10_000)).toEqual({ count: 1, resetInMs: 10_000 });
  });

  it('keeps keys apart', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('contact:1.1.1.1', 60_000);
    expect((await store.hit('contact:2.2.2.2', 60_000)).count).toBe(1);
    expect((await store.hit('app-subscriptions:1.1.1.1', 60_000)).count).toBe(1);
  });

  it('forgets ended windows, so addresses seen once do not pile up', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    for (let i = 0; i < 1_000; i += 1) await store.hit(`contact:10.0.${i >> 8}.${i & 255}`, 10_000);
    expect(store.size).toBe(1_000);
    time.advance(61_000);
    await store.hit('contact:192.0.2.1', 10_000);
    expect(store.size).toBe(1);
  });
});
