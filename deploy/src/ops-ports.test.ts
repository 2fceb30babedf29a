import { afterEach, describe, expect, it } from 'vitest';
import { runnerEnv, stackOptions } from '../embedded/config.mjs';
import { opsListeners } from '../embedded/stack.mjs';

/** The embedded runner's ops ports (docs/metrics.md): one per process, laid out as their own ports. */
const saved = process.env.OPS_PORT_BASE;
afterEach(() => {
  if (saved === undefined) delete process.env.OPS_PORT_BASE;
  else process.env.OPS_PORT_BASE = saved;
});

describe('the ops ports of the embedded runner', () => {
  it("give each process its own port on 127.0.0.1, in the order of the processes' own ports", () => {
    const ops = opsListeners(4100);
    expect(ops.urls(['gateway', 'content', 'search', 'engage', 'identity', 'renderer'])).toEqual({
      gateway: 'http://127.0.0.1:4100',
      content: 'http://127.0.0.1:4101',
      search: 'http://127.0.0.1:4102',
      engage: 'http://127.0.0.1:4103',
      identity: 'http://127.0.0.1:4104',
      renderer: 'http://127.0.0.1:4106',
    });
    expect(ops.env('engage')).toEqual({ OPS_PORT: '4103', OPS_HOST: '127.0.0.1' });
  });

  it('start at OPS_PORT_BASE when set, else where the stack derives them from SERVICE_PORT_BASE', () => {
    delete process.env.OPS_PORT_BASE;
    expect(stackOptions(runnerEnv('test'), () => {}).opsPortBase).toBeUndefined();
    process.env.OPS_PORT_BASE = '9500';
    expect(stackOptions(runnerEnv('test'), () => {}).opsPortBase).toBe(9500);
  });
});
