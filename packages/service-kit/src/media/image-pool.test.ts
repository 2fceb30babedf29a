import { afterEach, describe, expect, it } from 'vitest';
import { ImagePool } from './image-pool.js';
import { DEFAULT_MEDIA_LIMITS, MediaRefused } from './media-refused.js';

const filename = new URL('./image-pool.fixture.mjs', import.meta.url).href;
const pools: ImagePool[] = [];
const channels: BroadcastChannel[] = [];

afterEach(async () => {
  for (const channel of channels.splice(0)) channel.close();
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** The test's side of the fixture's gate: waits for a task to start, lets it finish. */
function gate() {
  const channel = new BroadcastChannel('image-pool-test');
  channels.push(channel);
  const started = new Set<string>();
  const waiting = new Map<string, () => void>();
  channel.onmessage = (event: MessageEvent<string>) => {
    const id = event.data.replace(/^started /, '');
    started.add(id);
    waiting.get(id)?.();
  };
  return {
    started: (id: string) => (started.has(id) ? Promise.resolve() : new Promise<void>((resolve) => waiting.set(id, resolve))),
    finish: (id: string) => channel.postMessage(`finish ${id}`),
  };
}

function poolOf(workers: number, queue: number): ImagePool {
  const pool = new ImagePool({ workers, queue, limits: DEFAULT_MEDIA_LIMITS, filename });
  pools.push(pool);
  return pool;
}

const item = (id: string, alt = '') => ({ id, originalName: `${id}.png`, alt });

describe('the image pool', () => {
  it('takes workers + queue uploads, refuses the next at once as busy, and takes one again when a place is free', async () => {
    const pool = poolOf(1, 1);
    const { started, finish } = gate();
    const first = pool.admit();
    const running = pool.process(Buffer.from('a'), item('a'));
    await started('a');
    const second = pool.admit();
    const waiting = pool.process(Buffer.from('b'), item('b'));
    expect(pool.busy).toBe(2);

    const refused = (() => {
      try {
        pool.admit();
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(MediaRefused);
    expect(refused).toMatchObject({ reason: 'busy', message: 'Every place in the image queue is taken; try the upload again in a minute' });

    finish('a');
    const made = await running;
    expect(made.files[0]!.body).toEqual(Buffer.from([1, 2, 3]));
    expect(Buffer.isBuffer(made.files[0]!.body)).toBe(true);
    first();
    first();
    expect(pool.busy).toBe(1);
    const third = pool.admit();
    await started('b');
    finish('b');
    await waiting;
    second();
    third();
    expect(pool.busy).toBe(0);
  });

  it('passes a refusal made in the worker to the caller as a MediaRefused', async () => {
    const pool = poolOf(1, 0);
    const { started, finish } = gate();
    const release = pool.admit();
    const answer = pool.process(Buffer.from('x'), item('x', 'refuse')).catch((error: unknown) => error);
    await started('x');
    finish('x');
    expect(await answer).toMatchObject({ reason: 'type', message: 'Not an image' });
    expect(await answer).toBeInstanceOf(MediaRefused);
    release();
  });
});
