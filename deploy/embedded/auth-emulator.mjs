// @ts-check
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitOf, writerTo } from './processes.mjs';

const FIREBASE_CLI = fileURLToPath(new URL('../../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url));

/**
 * Starts the Firebase Auth Emulator of firebase-tools, offline: a demo- project id and the
 * Emulator UI off (STACK.md). Its hub and logging ports follow its own, so several stacks
 * (tests, a developer's site) run side by side. Its output goes to `log` (the runner's
 * rotating log, kept across restarts) or is appended to `logFile`.
 * @param {{ dir: string, port: number, projectId?: string, logFile?: string, log?: import('node:stream').Writable, timeoutMs?: number }} options
 */
export async function startAuthEmulator({ dir, port, projectId = 'demo-livefully', logFile, log, timeoutMs = 60_000 }) {
  mkdirSync(dir, { recursive: true });
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: port + 1 },
      logging: { host: '127.0.0.1', port: port + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  const child = spawn(
    process.execPath,
    [FIREBASE_CLI, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', join(dir, 'firebase.json')],
    {
      cwd: dir,
      env: { ...process.env, FIREBASE_CLI_EXPERIMENTS: '', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: false,
    },
  );
  const output = log ?? (logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined);
  if (output) {
    const write = writerTo(output);
    child.stdout?.on('data', write);
    child.stderr?.on('data', write);
  } else {
    // Unread pipes would fill up and stall the emulator.
    child.stdout?.resume();
    child.stderr?.resume();
  }
  const exited = exitOf(child);
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited()) throw new Error(`the Auth Emulator exited (${await exited}) before it was ready${logFile ? `; see ${logFile}` : ''}`);
    if (await isReady(host)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the Auth Emulator was not ready within ${timeoutMs / 1000}s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    host,
    projectId,
    pid: child.pid,
    exited,
    stop: async () => {
      if (hasExited()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** @param {string} host */
async function isReady(host) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    const body = await response.json();
    return Boolean(body?.authEmulator?.ready);
  } catch {
    return false;
  }
}
