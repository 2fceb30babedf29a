import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimitStore } from './memory-rate-limit.store.js';

beforeEach(() => void vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => void vi.useRealTimers());

describe('MemoryRateLimitStore', () => {
  it('counts hits of a key within its window and says when the window ends', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.hit('contact:1.2.3.4', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    vi.advanceTimersByTime(15_000);
    expect(await store.hit('contact:1.2.3.4', 60_000)).toEqual({ count: 2, resetInMs: 45_000 });
  });

  it('starts a new window once the old one has ended', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('k', 10_000);
    await store.hit('k', 10_000);
    vi.advanceTimersByTime(10_000);
    expect(await store.hit('k', 10_000)).toEqual({ count: 1, resetInMs: 10_000 });
  });

  it('keeps keys apart', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('contact:1.1.1.1', 60_000);
    expect((await store.hit('contact:2.2.2.2', 60_000)).count).toBe(1);
    expect((await store.hit('app-subscriptions:1.1.1.1', 60_000)).count).toBe(1);
  });

  it('adds a request’s cost', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('search:1.1.1.1', 60_000, 3);
    expect((await store.hit('search:1.1.1.1', 60_000, 2)).count).toBe(5);
  });

  it('forgets ended windows, so addresses seen once do not pile up', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 1_000; i += 1) await store.hit(`contact:10.0.${i >> 8}.${i & 255}`, 10_000);
    expect(vi.getTimerCount()).toBe(1_000);
    vi.advanceTimersByTime(10_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
