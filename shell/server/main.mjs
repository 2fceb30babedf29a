// @ts-check
// The shell's page renderer: renders public pages with the shell's server bundle
// (dist/server/render.cjs) and the remotes' server builds, which it loads at run time from the
// runtime remote list. The gateway asks it for a page as data, `GET /render?page=/blog/x`, with
// the page's canonical target (docs/server-rendering.md, "Page targets").
//   GATEWAY_URL=http://127.0.0.1:8080 PUBLIC_ORIGIN=http://localhost:8080 RENDERER_PORT=8090 \
//   RENDERER_SECRET=<32+ characters, the gateway's> node shell/server/main.mjs
// This process holds the listening socket and hands each render to a render worker
// (render-worker.mjs, workers.mjs); a remote deployed since start is taken by a fresh worker, so
// the renderer never stops for a deploy (docs/server-rendering.md, "Remote deploys").
import { createServer } from 'node:http';
import { clearInterval, setInterval } from 'node:timers';
import { gatewayReachable, rendererMetrics, startOps } from './ops.mjs';
import { shellRelease } from './release.mjs';
import { RemoteSet } from './remotes.mjs';
import {
  ASSETS_URL,
  DRAIN_MS,
  GATEWAY_URL,
  HOST,
  OPS_HOST,
  OPS_PORT,
  PORT,
  PUBLIC_ORIGIN,
  REMOTES_CHECK_MS,
  VARIANT_IDLE_MS,
  VARIANT_WORKERS,
} from './settings.mjs';
import { RenderWorkers } from './workers.mjs';

/** The shell's name and version, the renderer's own (docs/releasing.md). */
const RELEASE = shellRelease();
/** Ready while a render worker serves and the gateway, which the pages read their data through, answers. */
const ready = async () =>
  workers.version ? gatewayReachable(GATEWAY_URL) : { ready: false, report: { worker: 'none serving: one is starting' } };
const metrics = rendererMetrics(ready);

const workers = new RenderWorkers({
  // The page a new worker renders before it takes requests: the home page needs the shell and a remote.
  warmUp: { href: new URL('/', PUBLIC_ORIGIN).href, pathname: '/' },
  drainMs: DRAIN_MS,
  maxVariants: VARIANT_WORKERS,
  variantIdleMs: VARIANT_IDLE_MS,
  log: (message) => console.log(`[renderer] ${message}`),
});
if (!(await workers.replace('start'))) throw new Error('the renderer could not start a render worker (see above)');

/**
 * How long the gateway is asked to wait before asking again when no worker can render: a worker
 * that stopped is replaced within seconds.
 */
const RETRY_AFTER_SECONDS = '5';
/**
 * The answer while no render worker can render: a 503, never a page without its content, so the
 * gateway serves its last copy of the page within the grace period, or this.
 */
const UNAVAILABLE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Temporarily Unavailable | Live Fully</title></head>' +
  '<body><main><h1>Temporarily Unavailable</h1><p>This page could not be shown just now.</p><p><a href="">Try Again</a></p></main></body></html>';

/**
 * The page URL a render request names: the `page` parameter, a path of this site alone (the
 * gateway sends canonical targets; anything that could name another origin is refused here too).
 * @param {URLSearchParams} query the render request's own query
 */
function pageUrl(query) {
  const page = query.get('page');
  if (!page || !page.startsWith('/') || page.startsWith('//') || page.includes('\\')) return undefined;
  const url = new URL(page, PUBLIC_ORIGIN);
  return url.origin === PUBLIC_ORIGIN ? url : undefined;
}

/** Set at SIGTERM: every answer from then on closes its connection, so none is left to wait for. */
let stopping = false;

/**
 * Sends one whole answer.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {import('node:http').OutgoingHttpHeaders} headers
 * @param {string} body
 */
function send(res, status, headers, body) {
  res.writeHead(status, stopping ? { ...headers, Connection: 'close' } : headers).end(body);
}

/**
 * The canary variant a render request names (`variant=mf_content,mf_search`): the gateway sends
 * names from its config alone; the worker checks them against the runtime remote list. Undefined
 * for a malformed one.
 * @param {URLSearchParams} query
 */
function variantOf(query) {
  const text = query.get('variant');
  if (text === null) return [];
  const names = text.split(',');
  if (names.length > 8 || !names.every((name) => /^mf_[a-z]+$/.test(name))) return undefined;
  return [...new Set(names)].sort();
}

const server = createServer(async (req, res) => {
  const { pathname: path, searchParams } = new URL(req.url ?? '/', 'http://renderer.invalid');
  if (path === '/health') {
    send(res, 200, { 'Content-Type': 'application/json' }, JSON.stringify({ status: 'ok', name: RELEASE.name, version: workers.version }));
    return;
  }
  const url = path === '/render' ? pageUrl(searchParams) : undefined;
  const variant = variantOf(searchParams);
  if (!url || !variant) {
    send(res, path === '/render' ? 400 : 404, { 'Content-Type': 'text/plain' }, 'ask for GET /render?page=<a path of the site>');
    return;
  }
  const started = performance.now();
  const rendering = workers.render(url.href, url.pathname, variant);
  if (!rendering) {
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': RETRY_AFTER_SECONDS, 'X-Render': 'no-worker' };
    send(res, 503, headers, UNAVAILABLE);
    metrics.rendered(503, (performance.now() - started) / 1000);
    return;
  }
  try {
    const page = await rendering;
    send(res, page.status, page.headers, page.html);
    metrics.rendered(page.status, (performance.now() - started) / 1000);
  } catch (error) {
    console.error('[renderer] render failed', error);
    send(res, 500, { 'Content-Type': 'text/plain' }, 'render failed');
    metrics.rendered(500, (performance.now() - started) / 1000);
  }
});
server.keepAliveTimeout = 65_000;
const ops =
  OPS_PORT === undefined
    ? undefined
    : await startOps({ host: OPS_HOST, port: OPS_PORT, registry: metrics.registry, release: RELEASE, ready });
if (ops) console.log(`renderer ops listening on ${ops.url} (/metrics, /health/live, /health/ready)`);
server.listen(PORT, HOST, () => console.log(`renderer listening on http://${HOST}:${PORT} (build ${workers.version})`));

// A remote deployed since the serving worker loaded its builds: a fresh worker takes it.
const timer =
  REMOTES_CHECK_MS > 0
    ? setInterval(async () => {
        const now = await RemoteSet.currentVersion(ASSETS_URL).catch(() => undefined);
        if (now !== undefined && now !== workers.remotes) await workers.replace('a remote was deployed');
      }, REMOTES_CHECK_MS).unref()
    : undefined;

// Stopping (a rolling deploy's SIGTERM): take no new connections, finish the renders under way
// (their answers close their connections), then stop the workers and exit.
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT']))
  process.once(signal, () => {
    stopping = true;
    clearInterval(timer);
    ops?.close();
    server.close(() => void workers.close().then(() => process.exit(0)));
    server.closeIdleConnections();
    // A keep-alive connection that stays busy is not waited for past the drain bound.
    setTimeout(() => server.closeAllConnections(), DRAIN_MS).unref();
  });
