import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgres } from '../../deploy/embedded/postgres.mjs';
import { runToCompletion, startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { startRedis } from '../../deploy/embedded/redis.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { startAuthEmulator } from '../../services/identity/src/testing/auth-emulator.js';

type Stop = () => Promise<unknown>;

/** What the engage service needs to start in a test (docs/mail.md): a signing key, and the site's origin for its links. */
/** The gateway's and the renderer's shared RENDERER_SECRET in tests that start a renderer. */
export const TEST_RENDERER_SECRET = 'renderer-secret-of-the-gateway-tests-0123456789';

export const ENGAGE_TEST_ENV = {
  SUBSCRIPTION_SECRET: 'integration-tests-subscription-secret-0123456789',
  PUBLIC_ORIGIN: 'http://livefully.test',
};

export interface AdminClusterOptions {
  name: string;
  transport: 'tcp' | 'redis';
  /** Ports from here: postgres, +1 redis, +3 gateway, +4 identity, +6 the Auth Emulator. */
  basePort: number;
  adminEmail: string;
  /** The services under test besides identity, each migrated and started on its own port. */
  services: { name: 'content' | 'engage'; port: number; env?: Record<string, string> }[];
  /** Where the gateway finds the other services, and any settings of its own. */
  gatewayEnv: Record<string, string>;
  /** Runs once Redis is up and before the services start (a stand-in listener); returns its stop. */
  beforeServices?: (redisUrl: string | undefined) => Promise<Stop>;
}

/**
 * What every admin API test needs, each part a real process: PostgreSQL, the Auth Emulator,
 * Redis for the redis transport, the identity service with one bootstrapped admin, the
 * services under test and the gateway.
 */
export async function startAdminCluster(options: AdminClusterOptions) {
  const { name, transport, basePort, adminEmail, services, gatewayEnv, beforeServices } = options;
  const dataDir = join(REPO_ROOT, '.data', 'test', name);
  rmSync(dataDir, { recursive: true, force: true });
  const logDir = join(dataDir, 'logs');
  const stops: Stop[] = [];
  const stop = async () => {
    for (const each of stops) await each().catch(() => {});
  };

  try {
    const [pg, emulator] = await Promise.all([
      startPostgres({ dataDir: join(dataDir, 'postgres'), port: basePort }),
      startAuthEmulator({ port: basePort + 6, dir: join(dataDir, 'firebase') }),
    ]);
    stops.push(
      () => pg.stop(),
      () => emulator.stop(),
    );
    const redis = transport === 'redis' ? await startRedis(basePort + 1) : undefined;
    if (redis) stops.push(() => redis.stop());
    if (beforeServices) stops.push(await beforeServices(redis?.url));

    const common = { TRANSPORT: transport, LOG_LEVEL: 'info', ...(redis ? { REDIS_URL: redis.url } : {}) };
    const db = { ...common, DATABASE_URL: pg.url };
    for (const service of ['identity', ...services.map((s) => s.name)]) {
      await runToCompletion(`${service} migrate`, join(REPO_ROOT, `services/${service}/dist/migrate.js`), db, REPO_ROOT);
    }
    const parts = new Map<string, Awaited<ReturnType<typeof startProcess>>>();
    const launched = new Map<string, () => Promise<void>>();
    const start = async (part: string, script: string, env: Record<string, string>, ready: RegExp) => {
      const launch = async () => {
        const running = await startProcess({ name: part, script: join(REPO_ROOT, script), env, ready, logDir, cwd: REPO_ROOT });
        parts.set(part, running);
        stops.unshift(() => stopProcess(running));
      };
      launched.set(part, launch);
      await launch();
    };
    const identityEnv = { ...db, SERVICE_PORT: String(basePort + 4), FIREBASE_AUTH_EMULATOR_HOST: emulator.host, ADMIN_EMAILS: adminEmail };
    await Promise.all([
      start('identity', 'services/identity/dist/main.js', identityEnv, /service ready on/),
      ...services.map((s) =>
        start(
          s.name,
          `services/${s.name}/dist/main.js`,
          { ...db, SERVICE_PORT: String(s.port), ...(s.name === 'engage' ? ENGAGE_TEST_ENV : {}), ...s.env },
          /service ready on/,
        ),
      ),
    ]);
    const port = basePort + 3;
    await start(
      'gateway',
      'gateway/dist/main.js',
      { ...common, PORT: String(port), IDENTITY_SERVICE_PORT: String(basePort + 4), SERVE_WEB: 'false', ...gatewayEnv },
      /gateway listening on/,
    );
    /** Stops one part (a service, to see the others cope with it being down). */
    const stopPart = async (part: string) => {
      const running = parts.get(part);
      if (running) await stopProcess(running);
    };
    /** Kills one part at once (SIGKILL: no shutdown hook runs), as a crash would. */
    const killPart = async (part: string) => {
      const running = parts.get(part);
      if (!running) return;
      running.child.kill('SIGKILL');
      await running.exited;
    };
    /** Starts a stopped or killed part again, with the environment it had. */
    const startPart = async (part: string) => launched.get(part)?.();
    return { url: `http://127.0.0.1:${port}`, emulatorHost: emulator.host, databaseUrl: pg.url, stop, stopPart, killPart, startPart };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The gateway's settings for a test site that serves the built shell and remotes from this tree
 * and its public pages from the renderer at `rendererPort`.
 */
export function renderedSiteEnv(origin: string, rendererPort: number): Record<string, string> {
  return {
    PUBLIC_ORIGIN: origin,
    SERVE_WEB: 'true',
    WEB_ROOT: REPO_ROOT,
    RENDERER_URL: `http://127.0.0.1:${rendererPort}`,
    RENDERER_SECRET: TEST_RENDERER_SECRET,
  };
}

/**
 * The page renderer (shell/server) in front of a test cluster's gateway, for tests that read
 * server-rendered pages through it: its running process, with its stop.
 */
export async function startTestRenderer({
  name,
  gatewayUrl,
  assetsUrl = gatewayUrl,
  origin,
  port,
  secret = TEST_RENDERER_SECRET,
  env = {},
}: {
  /** The test's name: its logs go to .data/test/<name>/logs. */
  name: string;
  gatewayUrl: string;
  assetsUrl?: string;
  origin: string;
  port: number;
  /** The secret it signs its reads with (another than the gateway's, to test a stranger). */
  secret?: string;
  /** Further settings (RENDERER_REMOTES_CHECK_MS...). */
  env?: Record<string, string>;
}) {
  const renderer = await startProcess({
    name: 'renderer',
    script: join(REPO_ROOT, 'shell/server/main.mjs'),
    env: {
      GATEWAY_URL: gatewayUrl,
      ASSETS_URL: assetsUrl,
      PUBLIC_ORIGIN: origin,
      RENDERER_PORT: String(port),
      RENDERER_SECRET: secret,
      ...env,
    },
    ready: /renderer listening on/,
    logDir: join(REPO_ROOT, '.data', 'test', name, 'logs'),
    cwd: REPO_ROOT,
  });
  return Object.assign(renderer, { stop: () => stopProcess(renderer) });
}
