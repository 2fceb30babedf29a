// @ts-check
// The renderer's metrics and its ops listener (docs/metrics.md): the same three answers as every
// other process's (packages/service-kit/src/ops/ops-server.ts), written here with prom-client
// alone because the renderer's image carries the shell's server dependencies only, not
// service-kit's (Nest, TypeORM, sharp).
import { createServer } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const JSON_TYPE = 'application/json; charset=utf-8';
/** From a page out of the renderer's memory to one that waits for its remote budget and the API. */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * @typedef {{ ready: boolean, report: Record<string, unknown> }} Readiness
 */

/**
 * `livefully_renders_total{status}` (200, 404, 503, or 500 for a render that failed),
 * `livefully_render_duration_seconds`, and `livefully_ready` (1 while `ready` finds what it needs).
 * @param {() => Promise<Readiness>} ready
 */
export function rendererMetrics(ready) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const renders = new Counter({
    name: 'livefully_renders_total',
    help: 'Pages the renderer answered, by status (500: the render failed).',
    labelNames: ['status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'livefully_render_duration_seconds',
    help: 'Time the renderer took to render a page, failures included.',
    buckets: RENDER_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'livefully_ready',
    help: 'Whether the process can do its work now (1) or not (0): what its /health/ready answers.',
    registers: [registry],
    async collect() {
      this.set((await ready()).ready ? 1 : 0);
    },
  });
  return {
    registry,
    /** @param {number} status @param {number} seconds */
    rendered(status, seconds) {
      renders.inc({ status: String(status) });
      duration.observe(seconds);
    },
  };
}

/**
 * `GET /metrics`, `GET /health/live` (200 while the process runs), `GET /health/ready` (200 when
 * `ready` finds what the renderer needs, else 503); anything else 404. Both health answers name
 * the app and its version, as every other process's do.
 * @param {{ host: string, port: number, registry: Registry, release: { name: string, version: string }, ready: () => Promise<Readiness> }} options
 * @returns {Promise<{ url: string, close: () => void }>}
 */
export async function startOps({ host, port, registry, release, ready }) {
  const { name, version } = release;
  const server = createServer(async (request, response) => {
    /** @param {number} status @param {string} type @param {string} body */
    const send = (status, type, body) => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return send(405, JSON_TYPE, JSON.stringify({ status: 'method not allowed' }));
      const path = new URL(request.url ?? '/', 'http://ops').pathname;
      if (path === '/metrics') return send(200, registry.contentType, await registry.metrics());
      if (path === '/health/live') return send(200, JSON_TYPE, JSON.stringify({ status: 'live', name, version }));
      if (path === '/health/ready') {
        const found = await ready();
        return send(
          found.ready ? 200 : 503,
          JSON_TYPE,
          JSON.stringify({ status: found.ready ? 'ready' : 'not ready', name, version, ...found.report }),
        );
      }
      return send(404, JSON_TYPE, JSON.stringify({ status: 'not found' }));
    } catch (error) {
      return send(500, JSON_TYPE, JSON.stringify({ status: 'error', message: error instanceof Error ? error.message : String(error) }));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  return {
    url: `http://${host}:${port}`,
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}

/**
 * Ready while the gateway, which the pages read their data through, answers its liveness check.
 * @param {string} gatewayUrl
 */
export async function gatewayReachable(gatewayUrl) {
  try {
    const answer = await fetch(new URL('/api/health/live', gatewayUrl), { signal: AbortSignal.timeout(1_000) });
    await answer.arrayBuffer();
    return { ready: answer.ok, report: { gateway: answer.ok ? 'up' : `answered ${answer.status}` } };
  } catch (error) {
    return { ready: false, report: { gateway: `unreachable: ${error instanceof Error ? error.message : String(error)}` } };
  }
}
