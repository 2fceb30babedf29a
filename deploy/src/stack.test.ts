import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../packages/service-kit/src/mail/index.js';
import { DataDirInUse, startStack } from '../embedded/stack.mjs';
import { listMail, waitForMail } from '../maildev/inbox.mjs';
import { expectLoopbackOnly } from './listening.js';

/**
 * The embedded runner's whole stack (built services and gateway, embedded PostgreSQL, the
 * Auth Emulator, MailDev) recovers from a `kill -9` of PostgreSQL and of the gateway, found by their
 * pid files, and says so. Needs `npm run build:server` (and the web build for the site's
 * pages); starting the stack takes tens of seconds on a small machine.
 */
const PORT = 23_080;
const MAIL_SMTP_PORT = 28_030;
const MAIL_WEB_PORT = 28_031;
const DATA_DIR = process.env.STACK_TEST_DATA_DIR ?? resolve(import.meta.dirname, '..', '..', '.data', 'test-runner', 'stack');

let stack: Awaited<ReturnType<typeof startStack>>;
const events: string[] = [];

beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  stack = await startStack({
    dataDir: DATA_DIR,
    port: PORT,
    servicePortBase: 23_100,
    pgPort: 23_132,
    authEmulatorPort: 23_190,
    mailSmtpPort: MAIL_SMTP_PORT,
    mailWebPort: MAIL_WEB_PORT,
    logMaxSize: '256K',
    logMaxFiles: 2,
    onEvent: (part, message) => events.push(`${part} ${message}`),
  });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

/** The pid a part's pid file names; never 0, which would signal the whole process group. */
function pidFile(part: string): number {
  const pid = Number(readFileSync(join(stack.runDir, `${part}.pid`), 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`${part}.pid holds no pid`);
  return pid;
}

async function status(path: string): Promise<number> {
  try {
    const response = await fetch(`${stack.url}${path}`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

async function until(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; events:\n${events.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('startStack', () => {
  it('names every process it started, listening on 127.0.0.1 only', async () => {
    for (const part of ['postgres', 'auth-emulator', 'maildev', 'gateway', 'content', 'search', 'engage', 'identity']) {
      expect(stack.pid(part), part).toBe(pidFile(part));
    }
    expect(stack.url).toBe(`http://localhost:${PORT}`);
    expect(await status('/api/blog-posts')).toBe(200);

    const ports = [PORT, 23_101, 23_102, 23_103, 23_104, 23_132, 23_190, MAIL_SMTP_PORT, MAIL_WEB_PORT];
    // They answer on loopback; the machine's other addresses, when it has any, reach none of them.
    await expectLoopbackOnly(ports);
  }, 30_000);

  it('runs a local SMTP server whose web inbox answers and shows what the site sends', async () => {
    expect(stack.smtpUrl).toBe(`smtp://127.0.0.1:${MAIL_SMTP_PORT}`);
    expect(stack.mailInboxUrl).toBe(`http://localhost:${MAIL_WEB_PORT}`);
    expect(readFileSync(join(stack.runDir, 'mail-inbox.url'), 'utf8').trim()).toBe(stack.mailInboxUrl);
    expect(events).toContain(`maildev ready: SMTP on smtp://127.0.0.1:${MAIL_SMTP_PORT}, inbox on http://localhost:${MAIL_WEB_PORT}`);
    const page = await fetch(stack.mailInboxUrl!, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');

    const mailer = createMailer({ smtpUrl: stack.smtpUrl, from: 'Live Fully <hello@livefully.localhost>' });
    try {
      await mailer.send({ to: 'stack@example.org', subject: 'Through the stack', html: '<p>hi</p>', text: 'hi' });
    } finally {
      mailer.close();
    }
    expect((await waitForMail(stack.mailInboxUrl!, (m) => m.to.includes('stack@example.org'))).subject).toBe('Through the stack');
  });

  it('starts MailDev again after a kill -9, with the inbox it had', async () => {
    const killed = pidFile('maildev');
    process.kill(killed, 'SIGKILL');
    await until('MailDev to be back', () => events.includes('maildev ready again'));
    expect(events).toContain('maildev exited (signal SIGKILL); starting it again in 1s');
    expect(pidFile('maildev')).not.toBe(killed);
    expect((await listMail(stack.mailInboxUrl!)).map((m) => m.subject)).toContain('Through the stack');
  }, 60_000);

  it('refuses a second stack on the same data folder and leaves the running one as it was', async () => {
    const second = startStack({ dataDir: DATA_DIR, port: PORT + 1, servicePortBase: 23_200, pgPort: 23_232, authEmulatorPort: 23_290 });
    await expect(second).rejects.toThrow(DataDirInUse);
    await expect(second).rejects.toThrow(/another stack \(pid \d+\) runs on .*: stop it first, or give this one its own DATA_DIR/);
    expect(pidFile('gateway')).toBeGreaterThan(0);
    expect(readFileSync(join(stack.runDir, 'database.url'), 'utf8')).toMatch(/^postgres/);
    expect(await status('/api/health')).toBe(200);
  });

  it('starts PostgreSQL again after a kill -9, and the API answers again', async () => {
    const killed = pidFile('postgres');
    process.kill(killed, 'SIGKILL');
    await until('PostgreSQL to be back', () => events.includes('postgres ready again'));
    await until('GET /api/blog-posts to answer 200', async () => (await status('/api/blog-posts')) === 200);
    expect(events).toContain('postgres exited (signal SIGKILL); starting it again in 1s');
    expect(pidFile('postgres')).not.toBe(killed);
    expect(stack.pid('postgres')).toBe(pidFile('postgres'));
  }, 150_000);

  it('starts the gateway again after a kill -9, and the site answers again', async () => {
    const killed = pidFile('gateway');
    process.kill(killed, 'SIGKILL');
    await until('the gateway to be back', () => events.includes('gateway ready again'));
    await until('the site to answer 200', async () => (await status('/')) === 200);
    expect(events).toContain('gateway exited (signal SIGKILL); starting it again in 1s');
    expect(pidFile('gateway')).not.toBe(killed);
    expect(stack.pid('gateway')).toBe(pidFile('gateway'));
  }, 150_000);
});
