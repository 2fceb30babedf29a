import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Gauge, type Registry } from 'prom-client';
import type { AppRelease } from '../release.js';
import { METRIC_PREFIX } from './metrics-registry.js';

/** What a readiness check found: ready or not, and the report that says why. */
export interface Readiness {
  ready: boolean;
  report: Record<string, unknown>;
}

export interface OpsServerOptions {
  host: string;
  port: number;
  registry: Registry;
  /** The app's name and version (releaseOf its own module), in every /health answer. */
  release: AppRelease;
  /** Whether the process can do its work now (its database, the services it needs). */
  ready: () => Promise<Readiness>;
  /** How long readiness may take before it counts as not ready (a probe's own timeout is short). */
  readyTimeoutMs?: number;
}

export interface OpsServer {
  /** `http://host:port`, the port the listener got (0 asks for any free one). */
  url: string;
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The ops listener (docs/metrics.md): plain HTTP on its own port, apart from the public one, for
 * Prometheus and orchestrators. `GET /metrics` (the registry in Prometheus's text format),
 * `GET /health/live` (200 while the process runs; asks nobody), `GET /health/ready` (200 when it
 * can work, else 503, with the report either way); anything else 404. Both health answers name
 * the app and its version, so an operator sees which version each replica runs.
 */
export async function startOpsServer({
  host,
  port,
  registry,
  release,
  ready,
  readyTimeoutMs = 2_000,
}: OpsServerOptions): Promise<OpsServer> {
  const { name, version } = release;
  registerOpsMetrics(registry, () => withTimeout(ready(), readyTimeoutMs));
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, JSON_TYPE, JSON.stringify({ status: 'method not allowed' }), { Allow: 'GET, HEAD' });
    }
    const path = new URL(request.url ?? '/', 'http://ops').pathname;
    if (path === '/metrics') return send(response, 200, registry.contentType, await registry.metrics());
    if (path === '/health/live') return send(response, 200, JSON_TYPE, JSON.stringify({ status: 'live', name, version }));
    if (path === '/health/ready') {
      const { ready: isReady, report } = await withTimeout(ready(), readyTimeoutMs);
      return send(
        response,
        isReady ? 200 : 503,
        JSON_TYPE,
        JSON.stringify({ status: isReady ? 'ready' : 'not ready', name, version, ...report }),
      );
    }
    return send(response, 404, JSON_TYPE, JSON.stringify({ status: 'not found' }));
  };
  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, JSON_TYPE, JSON.stringify({ status: 'error', message: messageOf(error) }));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * What every served registry has besides the app's own metrics: Node's runtime metrics
 * (prom-client's defaults: CPU, memory, event loop lag, GC) and `livefully_ready`, 1 while the
 * readiness check passes, else 0, checked at each scrape, so an alert sees what /health/ready
 * answers without Prometheus asking it.
 */
export function registerOpsMetrics(registry: Registry, check: () => Promise<Readiness>): void {
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: `${METRIC_PREFIX}ready`,
    help: 'Whether the process can do its work now (1) or not (0): what its /health/ready answers.',
    registers: [registry],
    async collect() {
      this.set((await check().catch(() => ({ ready: false }))).ready ? 1 : 0);
    },
  });
}

function send(response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

/** A check that hangs (a database that stopped answering) is a check that failed. */
async function withTimeout(check: Promise<Readiness>, ms: number): Promise<Readiness> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, report: { reason: `the readiness check took longer than ${ms} ms` } }), ms);
  });
  try {
    return await Promise.race([check.catch((error: unknown) => ({ ready: false, report: { reason: messageOf(error) } })), late]);
  } finally {
    clearTimeout(timer);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
