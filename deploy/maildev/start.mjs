// @ts-check
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAILDEV_CLI = fileURLToPath(new URL('../../node_modules/maildev/dist/bin/maildev.js', import.meta.url));

/**
 * @typedef {{
 *   smtpPort: number,
 *   webPort: number,
 *   log?: import('node:stream').Writable,
 *   logFile?: string,
 *   mailDir?: string,
 *   maxEmails?: number,
 *   incomingUser?: string,
 *   incomingPass?: string,
 *   timeoutMs?: number,
 * }} MailDevOptions
 * `mailDir` keeps the mail as .eml files, read back on the next start (a restart keeps the
 * inbox); without it the mail lives in a temporary folder removed by stop(). `maxEmails`
 * bounds the inbox (0: no bound). `incomingUser` and `incomingPass` make the SMTP server ask for
 * that log-in (to test a relay's credentials). The output goes to `log` (the runner's rotating log) or
 * is appended to `logFile`.
 *
 * @typedef {{
 *   smtpUrl: string,
 *   webUrl: string,
 *   pid: number | undefined,
 *   exited: Promise<string>,
 *   stop: () => Promise<void>,
 * }} RunningMailDev
 * `exited` resolves with how the process ended ("code 1", "signal SIGKILL"), so the
 * runner's supervisor can start it again.
 */

/**
 * Starts MailDev (npm `maildev`, 3.x): an SMTP server that keeps every message it is given
 * instead of delivering it, with a web inbox and a REST API (`/api/email`, read by
 * ./inbox.mjs) on the web port. Both listen on 127.0.0.1 only, without TLS or log-in.
 *
 * It runs as a child process of its own, like the Auth Emulator, rather than in the
 * runner's process: the supervisor restarts it on its own when it dies, a kill -9 of it
 * (its pid file) leaves the rest of the stack running, its memory (every message is kept)
 * is not the runner's, and its own SIGTERM handler closes both servers.
 * Resolves once the SMTP server greets and the API answers.
 * @param {MailDevOptions} options
 * @returns {Promise<RunningMailDev>}
 */
export async function startMailDev(options) {
  const { smtpPort, webPort, log, logFile, mailDir, maxEmails = 0, incomingUser, incomingPass, timeoutMs = 30_000 } = options;
  const ownDir = mailDir ? undefined : mkdtempSync(join(tmpdir(), 'livefully-maildev-'));
  const dir = mailDir ?? /** @type {string} */ (ownDir);
  mkdirSync(dir, { recursive: true });
  const args = [
    MAILDEV_CLI,
    ...['--smtp', String(smtpPort), '--ip', '127.0.0.1'],
    ...['--web', String(webPort), '--web-ip', '127.0.0.1'],
    ...['--mail-directory', dir, '--max-emails', String(maxEmails)],
    ...(incomingUser && incomingPass ? ['--incoming-user', incomingUser, '--incoming-pass', incomingPass] : []),
  ];
  // MailDev also reads MAILDEV_* variables and a config file found from its working folder
  // up: neither may change what this function was asked for.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('MAILDEV_')));
  const child = spawn(process.execPath, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = log ?? (logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined);
  if (output) {
    /** @param {Buffer} chunk */
    const write = (chunk) => {
      if (!output.writableEnded && !output.destroyed) output.write(chunk);
    };
    child.stdout?.on('data', write);
    child.stderr?.on('data', write);
  } else {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  /** @type {Promise<string>} */
  const exited = new Promise((resolve) => {
    if (hasExited()) resolve(child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`);
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
  });
  const removeOwnDir = () => {
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  };

  const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
  const webUrl = `http://localhost:${webPort}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited()) {
      removeOwnDir();
      throw new Error(`MailDev exited (${await exited}) before it was ready${logFile ? `; see ${logFile}` : ''}`);
    }
    if ((await greets(smtpPort)) && (await apiAnswers(webPort))) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      removeOwnDir();
      throw new Error(`MailDev was not ready within ${timeoutMs / 1000}s (SMTP ${smtpPort}, web ${webPort})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    smtpUrl,
    webUrl,
    pid: child.pid,
    exited,
    stop: async () => {
      if (!hasExited()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      removeOwnDir();
    },
  };
}

/** Whether an SMTP server on 127.0.0.1:`port` sends its 220 greeting. @param {number} port */
function greets(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (/** @type {boolean} */ result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('data', (chunk) => done(chunk.toString('latin1').startsWith('220')));
    socket.once('error', () => done(false));
  });
}

/** Whether MailDev's API on 127.0.0.1:`port` answers its health check. @param {number} port */
async function apiAnswers(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/healthz`, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
