import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { contentOperations } from '@livefully/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT, startStack } from '../embedded/stack.mjs';
import { expectLoopbackOnly } from './listening.js';

/**
 * The ops listeners of the embedded stack (docs/metrics.md): every process answers /metrics,
 * /health/live and /health/ready on its own port, as `.data/run/ops.json` names it, and a request
 * moves the counters of each part it went through. Needs `npm run build:server` and the web
 * build (the renderer). Fixed ports 28300–28399: the site on 28300, the services from 28310,
 * the ops listeners from 28320, PostgreSQL 28330, the Auth Emulator 28340–28342, MailDev 28350–28351.
 */
const PORT = 28_300;
const OPS_PORT_BASE = 28_320;
const DATA_DIR = join(REPO_ROOT, '.data', 'test', 'metrics');
/** How long a state that settles by itself (readiness after start) may take: vi.waitFor's options. */
const SETTLE = { timeout: 30_000, interval: 250 };
const PARTS = ['gateway', 'content', 'search', 'engage', 'identity', 'renderer'];
/** The workspace whose package.json each part is. */
const WORKSPACES: Record<string, string> = {
  gateway: 'gateway',
  content: 'services/content',
  search: 'services/search',
  engage: 'services/engage',
  identity: 'services/identity',
  renderer: 'shell',
};

let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  if (!existsSync(join(REPO_ROOT, 'shell/dist/server/render.cjs'))) throw new Error('the renderer needs the web build: npm run build:web');
  rmSync(DATA_DIR, { recursive: true, force: true });
  stack = await startStack({
    dataDir: DATA_DIR,
    port: PORT,
    servicePortBase: 28_310,
    opsPortBase: OPS_PORT_BASE,
    pgPort: 28_330,
    authEmulatorPort: 28_340,
    mailSmtpPort: 28_350,
    mailWebPort: 28_351,
    seedImages: false,
  });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

/** Where each part's ops listener is, as the runner wrote it for scripts and tests. */
function opsUrls(): Record<string, string> {
  return JSON.parse(readFileSync(join(stack.runDir, 'ops.json'), 'utf8')) as Record<string, string>;
}

async function get(url: string) {
  const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: answer.status, type: answer.headers.get('content-type') ?? '', text: await answer.text() };
}

/** The value of the sample of `name` whose labels include `labels`, in Prometheus's text format; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

async function metricsOf(part: string): Promise<string> {
  const url = opsUrls()[part];
  if (!url) throw new Error(`no ops listener for ${part}`);
  const { status, text } = await get(`${url}/metrics`);
  expect(status).toBe(200);
  return text;
}

describe('the ops listeners in embedded mode', () => {
  it('run on every process, each on its own port from OPS_PORT_BASE, written to the run state', () => {
    const urls = opsUrls();
    expect(Object.keys(urls).sort()).toEqual([...PARTS].sort());
    expect(urls).toEqual(stack.ops);
    expect(urls.gateway).toBe(`http://127.0.0.1:${OPS_PORT_BASE}`);
    expect(new Set(Object.values(urls)).size).toBe(PARTS.length);
  });

  it("listen on 127.0.0.1 only: the machine's other addresses reach none of them", async () => {
    const ports = Object.values(opsUrls()).map((url) => Number(new URL(url).port));
    // They answer on loopback; the machine's other addresses, when it has any, reach none of them.
    await expectLoopbackOnly(ports);
  });

  it.each(PARTS)('%s answers /metrics, /health/live (naming its version) and /health/ready', async (part) => {
    const url = opsUrls()[part]!;
    const metrics = await get(`${url}/metrics`);
    expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.text).toMatch(/^process_cpu_user_seconds_total /m);
    const live = await get(`${url}/health/live`);
    expect(live.status).toBe(200);
    // Each names its own package and version (the renderer the shell's), read at its start.
    const { name, version } = JSON.parse(readFileSync(join(REPO_ROOT, WORKSPACES[part]!, 'package.json'), 'utf8'));
    expect(JSON.parse(live.text)).toEqual({ status: 'live', name, version });
    await vi.waitFor(async () => {
      const ready = await get(`${url}/health/ready`);
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.text)).toMatchObject({ status: 'ready' });
      expect(sample(await metricsOf(part), 'livefully_ready')).toBe(1);
    }, SETTLE);
  });

  it("moves the gateway's counter for the route and content's for the pattern, a cache hit only the gateway's", async () => {
    const op = contentOperations.listPosts;
    const route = { method: 'GET', route: op.http.path, status: '200' };
    const handled = { service: 'content', pattern: op.pattern, code: 'ok' };
    const call = { service: 'content', pattern: op.pattern, outcome: 'ok' };
    const [gatewayBefore, contentBefore] = await Promise.all([metricsOf('gateway'), metricsOf('content')]);
    // A query never asked before: a miss, so the read reaches the content service.
    const path = `${op.http.path}?q=metrics-${Date.now()}`;
    expect((await get(`${stack.url}${path}`)).status).toBe(200);
    const [gatewayAfter, contentAfter] = await Promise.all([metricsOf('gateway'), metricsOf('content')]);
    expect(sample(gatewayAfter, 'livefully_http_requests_total', route)).toBe(
      sample(gatewayBefore, 'livefully_http_requests_total', route) + 1,
    );
    expect(sample(gatewayAfter, 'livefully_rpc_requests_total', call)).toBe(
      sample(gatewayBefore, 'livefully_rpc_requests_total', call) + 1,
    );
    expect(sample(contentAfter, 'livefully_rpc_handled_total', handled)).toBe(
      sample(contentBefore, 'livefully_rpc_handled_total', handled) + 1,
    );
    expect(
      sample(contentAfter, 'livefully_rpc_handle_duration_seconds_count', { service: 'content', pattern: op.pattern }),
    ).toBeGreaterThan(0);
    const miss = { cache: 'reads', result: 'miss' };
    expect(sample(gatewayAfter, 'livefully_cache_requests_total', miss)).toBe(
      sample(gatewayBefore, 'livefully_cache_requests_total', miss) + 1,
    );

    // The same read again is a hit: answered by the gateway alone, counted under the same route.
    expect((await get(`${stack.url}${path}`)).status).toBe(200);
    const [gatewayHit, contentHit] = await Promise.all([metricsOf('gateway'), metricsOf('content')]);
    expect(sample(gatewayHit, 'livefully_http_requests_total', route)).toBe(
      sample(gatewayAfter, 'livefully_http_requests_total', route) + 1,
    );
    const hit = { cache: 'reads', result: 'hit' };
    expect(sample(gatewayHit, 'livefully_cache_requests_total', hit)).toBe(sample(gatewayAfter, 'livefully_cache_requests_total', hit) + 1);
    expect(sample(contentHit, 'livefully_rpc_handled_total', handled)).toBe(sample(contentAfter, 'livefully_rpc_handled_total', handled));
  });

  it('counts a page the renderer renders, in the renderer and as a page in the gateway', async () => {
    const rendered = { status: '200' };
    const page = { method: 'GET', route: 'page', status: '200' };
    const [rendererBefore, gatewayBefore] = await Promise.all([metricsOf('renderer'), metricsOf('gateway')]);
    expect((await get(`${stack.url}/blog?metrics=${Date.now()}`)).status).toBe(200);
    const [rendererAfter, gatewayAfter] = await Promise.all([metricsOf('renderer'), metricsOf('gateway')]);
    expect(sample(rendererAfter, 'livefully_renders_total', rendered)).toBe(
      sample(rendererBefore, 'livefully_renders_total', rendered) + 1,
    );
    expect(sample(rendererAfter, 'livefully_render_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(gatewayAfter, 'livefully_http_requests_total', page)).toBe(
      sample(gatewayBefore, 'livefully_http_requests_total', page) + 1,
    );
  });

  it("counts engage's queued jobs by queue and state at each scrape", async () => {
    const metrics = await metricsOf('engage');
    for (const state of ['created', 'retry', 'active', 'failed']) {
      expect(metrics).toMatch(new RegExp(`^livefully_queue_jobs\\{queue="engage-confirmation",state="${state}"\\} \\d+$`, 'm'));
    }
  });

  it('never serves the metrics on the public port', async () => {
    const answer = await get(`${stack.url}/metrics`);
    expect(answer.type).not.toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.text).not.toContain('livefully_http_requests_total');
  });
});
