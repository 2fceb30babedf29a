import { describe, expect, it } from 'vitest';
import { WorkUnderWay } from './work-under-way.js';

describe('WorkUnderWay', () => {
  it('is idle at once with nothing under way', async () => {
    await expect(new WorkUnderWay().idle(1_000)).resolves.toBe(true);
  });

  it('becomes idle when the last piece of work ends, each end counted once', async () => {
    const work = new WorkUnderWay();
    const first = work.begin();
    const second = work.begin();
    const idle = work.idle(60_000);
    first();
    first();
    expect(work.size).toBe(1);
    second();
    await expect(idle).resolves.toBe(true);
    expect(work.size).toBe(0);
  });

  it('gives up after its bound with work still under way', async () => {
    const work = new WorkUnderWay();
    work.begin();
    await expect(work.idle(10)).resolves.toBe(false);
    expect(work.size).toBe(1);
  });
});
