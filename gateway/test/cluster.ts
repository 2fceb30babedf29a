import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgres } from '../../deploy/embedded/postgres.mjs';
import { runToCompletion, startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { startRedis } from '../../deploy/embedded/redis.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { ENGAGE_TEST_ENV } from './admin-cluster.js';

type Running = Awaited<ReturnType<typeof startProcess>>;

export interface ClusterOptions {
  name: string;
  transport: 'tcp' | 'redis';
  /** Five consecutive ports from here: postgres, redis, content, gateway, spare; base+5 for engage, base+6 the gateway's events port (TCP). */
  basePort: number;
  /** Also migrate and start the engage service (on base+5). */
  engage?: boolean;
  /** Extra gateway environment (rate limits, TRUST_PROXY). */
  gatewayEnv?: Record<string, string>;
}

/**
 * PostgreSQL (+ Redis), the compiled content service and the gateway, each a real process,
 * with handles to stop, pause and restart the parts a test is about.
 */
export async function startCluster({ name, transport, basePort, engage: withEngage = false, gatewayEnv = {} }: ClusterOptions) {
  const dataDir = join(REPO_ROOT, '.data', 'test', name);
  rmSync(dataDir, { recursive: true, force: true });
  const logDir = join(dataDir, 'logs');
  let pg = await startPostgres({ dataDir: join(dataDir, 'postgres'), port: basePort });
  let redis = transport === 'redis' ? await startRedis(basePort + 1) : undefined;
  const common: Record<string, string> = { TRANSPORT: transport, LOG_LEVEL: 'info', ...(redis ? { REDIS_URL: redis.url } : {}) };
  // Over TCP the gateway hears content.changed on its own port, as in the embedded runner.
  const gatewayEvents: Record<string, string> = transport === 'tcp' ? { GATEWAY_EVENTS_PORT: String(basePort + 6) } : {};
  const contentEnv = { ...common, DATABASE_URL: pg.url, SERVICE_PORT: String(basePort + 2), ...gatewayEvents };
  await runToCompletion('migrate', join(REPO_ROOT, 'services/content/dist/migrate.js'), contentEnv, REPO_ROOT);

  const startContent = () =>
    startProcess({
      name: 'content',
      script: join(REPO_ROOT, 'services/content/dist/main.js'),
      env: contentEnv,
      ready: /service ready on/,
      logDir,
      cwd: REPO_ROOT,
    });
  let content: Running = await startContent();
  const engageEnv = { ...common, DATABASE_URL: pg.url, SERVICE_PORT: String(basePort + 5), ...ENGAGE_TEST_ENV };
  if (withEngage) await runToCompletion('migrate', join(REPO_ROOT, 'services/engage/dist/migrate.js'), engageEnv, REPO_ROOT);
  const startEngage = () =>
    startProcess({
      name: 'engage',
      script: join(REPO_ROOT, 'services/engage/dist/main.js'),
      env: engageEnv,
      ready: /service ready on/,
      logDir,
      cwd: REPO_ROOT,
    });
  const engage: Running | undefined = withEngage ? await startEngage() : undefined;
  const gateway = await startProcess({
    name: 'gateway',
    script: join(REPO_ROOT, 'gateway/dist/main.js'),
    env: {
      ...common,
      PORT: String(basePort + 3),
      CONTENT_SERVICE_PORT: String(basePort + 2),
      SEARCH_SERVICE_PORT: String(basePort + 4),
      ENGAGE_SERVICE_PORT: String(withEngage ? basePort + 5 : basePort + 4),
      IDENTITY_SERVICE_PORT: String(basePort + 4),
      ...gatewayEvents,
      ...gatewayEnv,
    },
    ready: /gateway listening on/,
    logDir,
    cwd: REPO_ROOT,
  });
  const url = `http://127.0.0.1:${basePort + 3}`;

  return {
    url,
    logDir,
    databaseUrl: pg.url,
    get: (path: string, headers: Record<string, string> = {}) => getJson(url + path, headers),
    stopContent: () => stopProcess(content),
    stopGateway: () => stopProcess(gateway),
    startContent: async () => void (content = await startContent()),
    pauseContent: () => void content.child.kill('SIGSTOP'),
    pauseEngage: () => void engage?.child.kill('SIGSTOP'),
    resumeEngage: () => void engage?.child.kill('SIGCONT'),
    resumeContent: () => void content.child.kill('SIGCONT'),
    stopDatabase: () => pg.stop(),
    startDatabase: async () => void (pg = await startPostgres({ dataDir: join(dataDir, 'postgres'), port: basePort })),
    restartRedis: async () => {
      await redis?.stop();
      redis = await startRedis(basePort + 1);
    },
    stop: async () => {
      content.child.kill('SIGCONT');
      engage?.child.kill('SIGCONT');
      await Promise.allSettled([stopProcess(gateway), stopProcess(content), ...(engage ? [stopProcess(engage)] : [])]);
      await redis?.stop();
      await pg.stop();
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body: body as any };
}

/** Polls until `check` stops throwing; for state that settles asynchronously (reconnects). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
