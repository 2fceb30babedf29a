import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgres } from '../../deploy/embedded/postgres.mjs';
import { runToCompletion, startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { startRedis } from '../../deploy/embedded/redis.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { rateLimitVariables } from '../../bench/rate-limits.mjs';
import { startAuthEmulator } from '../../services/identity/src/testing/auth-emulator.js';
import { ENGAGE_TEST_ENV } from './admin-cluster.js';

type Running = Awaited<ReturnType<typeof startProcess>>;
type Service = 'content' | 'search' | 'engage' | 'identity';

const READY_TIMEOUT_MS = 120_000;
/**
 * When a replica can answer as its peers do: a search replica with the in-process engine once it
 * has built its index (until then it answers from an empty one, and over Redis its quick empty
 * answer can be the one the gateway keeps: docs/scaling.md).
 */
const READY: Record<Service, RegExp> = {
  content: /service ready on/,
  engage: /service ready on/,
  identity: /service ready on/,
  search: /index rebuilt from the content service/,
};
export interface ReplicaClusterOptions {
  name: string;
  /**
   * Ports from here: postgres, +1 redis, +2 gateway, +3 the Auth Emulator; each process's
   * SERVICE_PORT from +20 and its OPS_PORT from +40, in the order of `parts` (the gateway last).
   */
  basePort: number;
  adminEmail: string;
  /** Every service process, each with a name of its own (its log file): `content-a`, `content-b`… */
  parts: { name: string; service: Service; env?: Record<string, string> }[];
  /** PostgreSQL settings (`-c name=value`), e.g. to load pg_stat_statements. */
  postgresSettings?: Record<string, string>;
}

/**
 * A full-mode cluster for replica tests, each part a real process: PostgreSQL, Redis, the Auth
 * Emulator, any number of replicas of each service over Redis (each with its own name and log,
 * at debug level so that every message it handles has a line), and one gateway with its read
 * cache and rate limits off, so that every read reaches the services.
 */
export async function startReplicaCluster({ name, basePort, adminEmail, parts, postgresSettings }: ReplicaClusterOptions) {
  const dataDir = join(REPO_ROOT, '.data', 'test', name);
  rmSync(dataDir, { recursive: true, force: true });
  const logDir = join(dataDir, 'logs');
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const each of stops) await each().catch(() => {});
  };

  try {
    const [pg, emulator] = await Promise.all([
      startPostgres({ dataDir: join(dataDir, 'postgres'), port: basePort, ...(postgresSettings ? { settings: postgresSettings } : {}) }),
      startAuthEmulator({ port: basePort + 3, dir: join(dataDir, 'firebase') }),
    ]);
    stops.push(
      () => pg.stop(),
      () => emulator.stop(),
    );
    const redis = await startRedis(basePort + 1);
    stops.unshift(() => redis.stop());
    const common = { TRANSPORT: 'redis', REDIS_URL: redis.url, OPS_HOST: '127.0.0.1' };
    const db = { ...common, DATABASE_URL: pg.url };
    for (const service of new Set(parts.map((part) => part.service).filter((service) => service !== 'search'))) {
      await runToCompletion(`${service} migrate`, join(REPO_ROOT, `services/${service}/dist/migrate.js`), db, REPO_ROOT);
    }

    const running = new Map<string, Running>();
    const launchers = new Map<string, () => Promise<void>>();
    const own: Record<Service, Record<string, string>> = {
      content: db,
      engage: { ...db, ...ENGAGE_TEST_ENV },
      identity: { ...db, FIREBASE_AUTH_EMULATOR_HOST: emulator.host, ADMIN_EMAILS: adminEmail },
      search: common,
    };
    parts.forEach((part, index) => {
      const env = {
        ...own[part.service],
        LOG_LEVEL: 'debug',
        SERVICE_PORT: String(basePort + 20 + index),
        OPS_PORT: String(basePort + 40 + index),
        ...part.env,
      };
      launchers.set(part.name, async () => {
        const started = await startProcess(
          {
            name: part.name,
            script: join(REPO_ROOT, `services/${part.service}/dist/main.js`),
            env,
            ready: READY[part.service],
            logDir,
            cwd: REPO_ROOT,
            // Seven processes starting at once on a shared machine: give each more than the usual 30 s.
          },
          READY_TIMEOUT_MS,
        );
        running.set(part.name, started);
      });
    });
    stops.unshift(async () => {
      for (const each of running.values()) each.child.kill('SIGCONT');
      await Promise.allSettled([...running.values()].map((each) => stopProcess(each)));
    });
    await Promise.all(parts.map((part) => launchers.get(part.name)!()));

    const port = basePort + 2;
    const gateway = await startProcess(
      {
        name: 'gateway',
        script: join(REPO_ROOT, 'gateway/dist/main.js'),
        env: {
          ...common,
          LOG_LEVEL: 'info',
          PORT: String(port),
          OPS_PORT: String(basePort + 40 + parts.length),
          SERVE_WEB: 'false',
          READ_CACHE: 'off',
          ...Object.fromEntries(rateLimitVariables().map((variable) => [variable, 'off'])),
        },
        ready: /gateway listening on/,
        logDir,
        cwd: REPO_ROOT,
      },
      READY_TIMEOUT_MS,
    );
    stops.unshift(() => stopProcess(gateway));

    const part = (partName: string) => {
      const found = running.get(partName);
      if (!found) throw new Error(`no part named ${partName}`);
      return found;
    };
    return {
      url: `http://127.0.0.1:${port}`,
      emulatorHost: emulator.host,
      databaseUrl: pg.url,
      stop,
      /** Stops a replica (SIGTERM, as a scale-down does). */
      stopPart: async (partName: string) => {
        await stopProcess(part(partName));
        running.delete(partName);
      },
      /** Starts a stopped replica again, with the settings it had. */
      startPart: (partName: string) => launchers.get(partName)!(),
      pausePart: (partName: string) => void part(partName).child.kill('SIGSTOP'),
      resumePart: (partName: string) => void part(partName).child.kill('SIGCONT'),
      /** How many messages of each pattern a replica has handled, from its log (all its runs). */
      handled: (partName: string) => handledCounts(join(logDir, `${partName}.log`)),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type ReplicaCluster = Awaited<ReturnType<typeof startReplicaCluster>>;

/** The 'message handled' lines a service writes at debug level, counted by pattern. */
function handledCounts(logFile: string): Map<string, number> {
  const counts = new Map<string, number>();
  let text: string;
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return counts;
  }
  for (const line of text.split('\n')) {
    if (!line.includes('"message handled"')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; pattern?: string };
      if (entry.msg === 'message handled' && entry.pattern) counts.set(entry.pattern, (counts.get(entry.pattern) ?? 0) + 1);
    } catch {
      // a line cut by a kill
    }
  }
  return counts;
}
