// @ts-check
import { spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';

/**
 * Starts a throwaway redis-server (Debian's package) on a port, without persistence.
 * @param {number} port
 */
export async function startRedis(port) {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (found.error) throw new Error('redis-server is not installed: apt-get install -y redis-server (bash .ci/run does it)');
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitForPort(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** @param {number} port @param {number} [timeoutMs] */
export async function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
