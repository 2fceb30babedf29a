// @ts-check
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from './auth-emulator.mjs';
import { startPostgres } from './postgres.mjs';
import { runToCompletion, startProcess, stopProcess } from './processes.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const SERVICES = /** @type {const} */ (['content', 'search', 'engage', 'identity']);

/**
 * @typedef {{
 *   dataDir: string,
 *   port: number,
 *   servicePortBase: number,
 *   pgPort: number,
 *   transport?: 'tcp' | 'redis',
 *   redisUrl?: string,
 *   databaseUrl?: string,
 *   logLevel?: string,
 *   seed?: boolean,
 *   authEmulatorPort?: number,
 *   firebaseProjectId?: string,
 *   adminEmails?: string,
 *   restartDelayMs?: number,
 *   onEvent?: (part: string, message: string) => void,
 * }} StackOptions
 */

/**
 * The whole site in one call: PostgreSQL (embedded unless a URL is given), migrations and
 * the first seed, the four services and the gateway. A service that dies is started again
 * after `restartDelayMs` while the rest keep running, so an outage is visible and heals.
 * @param {StackOptions} options
 */
export async function startStack(options) {
  const {
    dataDir,
    port,
    servicePortBase,
    pgPort,
    transport = 'tcp',
    redisUrl,
    logLevel = 'info',
    seed = true,
    restartDelayMs = 5_000,
  } = options;
  const { authEmulatorPort = 9099, firebaseProjectId = 'demo-livefully', adminEmails = '' } = options;
  const onEvent = options.onEvent ?? (() => {});
  const logDir = join(dataDir, 'logs');
  const runDir = join(dataDir, 'run');
  mkdirSync(runDir, { recursive: true });
  /** A pid file per process, so an operator (or a test) can stop or pause one part. */
  const recordPid = (/** @type {string} */ name, /** @type {number | undefined} */ pid) =>
    writeFileSync(join(runDir, `${name}.pid`), `${pid ?? ''}\n`);
  /** @type {Array<() => Promise<void>>} */
  const cleanups = [];
  /** @type {Map<string, import('./processes.mjs').Running>} */
  const running = new Map();
  let stopping = false;

  const stop = async () => {
    stopping = true;
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };

  try {
    // PostgreSQL and the Auth Emulator start side by side; the emulator takes longer.
    const [databaseUrl, authEmulatorHost] = await allOrFirstError([
      (async () => {
        if (options.databaseUrl) return options.databaseUrl;
        const pg = await startPostgres({ dataDir: join(dataDir, 'postgres'), port: pgPort });
        cleanups.push(pg.stop);
        onEvent('postgres', `ready on 127.0.0.1:${pgPort}, data in ${pg.dataDir}`);
        return pg.url;
      })(),
      (async () => {
        mkdirSync(logDir, { recursive: true });
        const emulator = await startAuthEmulator({ dir: join(dataDir, 'firebase'), port: authEmulatorPort, projectId: firebaseProjectId, logFile: join(logDir, 'auth-emulator.log') });
        cleanups.push(emulator.stop);
        onEvent('auth emulator', `ready on http://${emulator.host} (project ${firebaseProjectId})`);
        return emulator.host;
      })(),
    ]);
    writeFileSync(join(runDir, 'database.url'), `${databaseUrl}\n`, { mode: 0o600 });

    const common = { TRANSPORT: transport, LOG_LEVEL: logLevel, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
    const servicePort = (/** @type {string} */ name) => servicePortBase + SERVICES.indexOf(/** @type {never} */ (name)) + 1;

    // Each service that owns tables migrates its own schema before it starts.
    await Promise.all(
      SERVICES.filter((name) => existsSync(join(REPO_ROOT, `services/${name}/dist/migrate.js`))).map(async (name) => {
        const output = await runToCompletion(`${name} migrate`, join(REPO_ROOT, `services/${name}/dist/migrate.js`), { ...common, DATABASE_URL: databaseUrl, SEED: String(seed) }, REPO_ROOT);
        onEvent('migrate', output.trim().split('\n').pop() ?? `${name} done`);
      }),
    );

    /** @type {Record<string, Record<string, string>>} */
    const extraEnv = {
      identity: { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost, FIREBASE_PROJECT_ID: firebaseProjectId, ADMIN_EMAILS: adminEmails },
      // Content sends content.changed to search; search reads its documents from content.
      content: { SEARCH_SERVICE_PORT: String(servicePort('search')) },
      search: { CONTENT_SERVICE_PORT: String(servicePort('content')) },
    };
    /** @type {Record<string, Record<string, string>>} */
    const serviceEnv = Object.fromEntries(
      SERVICES.map((name) => [name, { ...common, SERVICE_PORT: String(servicePort(name)), DATABASE_URL: databaseUrl, ...(extraEnv[name] ?? {}) }]),
    );

    /** @param {string} name */
    const launch = async (name) => {
      const proc = await startProcess({
        name,
        script: join(REPO_ROOT, `services/${name}/dist/main.js`),
        env: serviceEnv[name] ?? {},
        ready: /service ready on/,
        logDir,
        cwd: REPO_ROOT,
      });
      running.set(name, proc);
      recordPid(name, proc.child.pid);
      proc.exited.then((code) => {
        if (stopping || running.get(name) !== proc) return;
        onEvent(name, `exited (${code ?? 'signal'}); starting it again in ${restartDelayMs / 1000}s`);
        setTimeout(() => {
          if (stopping) return;
          launch(name).then(
            () => onEvent(name, 'ready again'),
            (error) => onEvent(name, `could not start again: ${error.message.split('\n')[0]}`),
          );
        }, restartDelayMs);
      });
      return proc;
    };

    cleanups.push(async () => {
      await Promise.all([...running.values()].map((proc) => stopProcess(proc)));
    });
    await Promise.all(
      SERVICES.map(async (name) => {
        await launch(name);
        onEvent(name, transport === 'tcp' ? `ready on tcp://127.0.0.1:${servicePort(name)}` : 'ready on redis');
      }),
    );

    /** @type {Record<string, string>} */
    const gatewayEnv = { ...common, PORT: String(port), FIREBASE_PROJECT_ID: firebaseProjectId, FIREBASE_AUTH_EMULATOR_URL: `http://${authEmulatorHost}` };
    for (const name of SERVICES) gatewayEnv[`${name.toUpperCase()}_SERVICE_PORT`] = String(servicePort(name));
    const gateway = await startProcess({
      name: 'gateway',
      script: join(REPO_ROOT, 'gateway/dist/main.js'),
      env: gatewayEnv,
      ready: /gateway listening on/,
      logDir,
      cwd: REPO_ROOT,
    });
    running.set('gateway', gateway);
    recordPid('gateway', gateway.child.pid);
    cleanups.push(async () => rmSync(runDir, { recursive: true, force: true }));
    const url = `http://localhost:${port}`;
    onEvent('gateway', `listening on ${url}`);

    return {
      url,
      databaseUrl,
      authEmulatorHost,
      logDir,
      runDir,
      stop,
      /** @param {string} name */
      pid: (name) => running.get(name)?.child.pid,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Like Promise.all, but waits for every task before failing, so that each one that did
 * start has registered its cleanup by the time the stack is taken down.
 * @template T
 * @param {Promise<T>[]} tasks
 * @returns {Promise<T[]>}
 */
async function allOrFirstError(tasks) {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw /** @type {PromiseRejectedResult} */ (failed).reason;
  return results.map((result) => /** @type {PromiseFulfilledResult<T>} */ (result).value);
}

/** @param {string} path */
export function fromRoot(path) {
  return resolve(REPO_ROOT, path);
}
