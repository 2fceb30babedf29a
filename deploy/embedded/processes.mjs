// @ts-check
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * `log`, when given, is the stream the output goes to (the runner's rotating log, kept
 * across restarts); otherwise the process appends to `<logDir>/<name>.log` itself.
 * `nodeArgs` go to Node before the script (`--watch` in `npm run dev`).
 * @typedef {{ name: string, script: string, env: Record<string, string>, ready: RegExp, logDir: string, cwd: string, log?: import('node:stream').Writable, nodeArgs?: string[] }} ProcessSpec
 * @typedef {{ spec: ProcessSpec, child: import('node:child_process').ChildProcess, logFile: string, exited: Promise<number | null> }} Running
 * @typedef {import('./supervisor.mjs').Instance} Instance
 */

/**
 * Starts a Node process with its output in its own log file, resolving once a line of
 * that output matches `ready`. A process that exits first rejects with the end of its log.
 * @param {ProcessSpec} spec
 * @param {number} [timeoutMs]
 * @returns {Promise<Running>}
 */
export function startProcess(spec, timeoutMs = 30_000) {
  mkdirSync(spec.logDir, { recursive: true });
  const logFile = join(spec.logDir, `${spec.name}.log`);
  const write = writerTo(spec.log ?? createWriteStream(logFile, { flags: 'a' }));
  const child = spawn(process.execPath, [...(spec.nodeArgs ?? []), spec.script], {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ? null : code)));
  child.stderr?.on('data', write);
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () => fail(new Error(`${spec.name} did not become ready within ${timeoutMs / 1000}s; see ${logFile}`)),
      timeoutMs,
    );
    /** @param {Error} error */
    const fail = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) }).on('line', (line) => {
      write(line + '\n');
      if (!settled && spec.ready.test(line)) {
        settled = true;
        clearTimeout(timer);
        resolve({ spec, child, logFile, exited });
      }
    });
    child.once('exit', (code, signal) => {
      setTimeout(() => fail(new Error(`${spec.name} exited (${signal ?? code}) before it was ready:\n${tail(logFile)}`)), 50);
    });
  });
}

/**
 * Asks a process to stop, and kills it if it has not within `graceMs`.
 * @param {Running} running
 * @param {number} [graceMs]
 */
export async function stopProcess(running, graceMs = 5_000) {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return;
  running.child.kill('SIGTERM');
  const timer = setTimeout(() => running.child.kill('SIGKILL'), graceMs);
  await running.exited;
  clearTimeout(timer);
}

/**
 * The supervisor's view of a started process.
 * @param {Running} running
 * @returns {Instance}
 */
export function asInstance(running) {
  return { pid: running.child.pid, exited: exitOf(running.child), stop: () => stopProcess(running) };
}

/**
 * How a child process ended, as "code 1" or "signal SIGKILL", once it has.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<string>}
 */
export function exitOf(child) {
  /** @param {number | null} code @param {string | null} signal */
  const describe = (code, signal) => (signal ? `signal ${signal}` : `code ${code}`);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(describe(child.exitCode, child.signalCode));
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(describe(code, signal))));
}

/**
 * A write function that drops what arrives once the log is closed: a child's last output
 * can come after its exit, when the runner has already ended the log on stop.
 * @param {import('node:stream').Writable} log
 * @returns {(chunk: string | Buffer) => void}
 */
export function writerTo(log) {
  return (chunk) => {
    if (!log.writableEnded && !log.destroyed) log.write(chunk);
  };
}

/**
 * Runs a process to completion; rejects with the end of its output when it fails.
 * @param {string} name @param {string} script @param {Record<string, string>} env @param {string} cwd
 * @returns {Promise<string>} its standard output
 */
export function runToCompletion(name, script, env, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${name} failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
}

/** @param {string} file */
export function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
