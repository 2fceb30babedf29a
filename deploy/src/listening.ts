import { createConnection } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect } from 'vitest';

/** Whether something accepts a TCP connection on this address and port. */
export function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 2_000 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** One of the machine's own IPv4 addresses other than loopback, when it has any. */
export function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}

/** Each port answers on 127.0.0.1 and, when the machine has another address, not on it. */
export async function expectLoopbackOnly(ports: number[]): Promise<void> {
  for (const port of ports) expect(await accepts('127.0.0.1', port), `127.0.0.1:${port}`).toBe(true);
  const outside = outsideAddress();
  if (outside) for (const port of ports) expect(await accepts(outside, port), `${outside}:${port}`).toBe(false);
}
