// @ts-check
// The shell's page renderer: renders public pages with the shell's server bundle
// (dist/server/render.cjs) and the remotes' server builds, which it loads at run time from the
// runtime remote list. The gateway asks it for a page as data, `GET /render?page=/blog/x`, with
// the page's canonical target (docs/server-rendering.md, "Page targets").
//   GATEWAY_URL=http://127.0.0.1:8080 PUBLIC_ORIGIN=http://localhost:8080 RENDERER_PORT=8090 \
//   RENDERER_SECRET=<32+ characters, the gateway's> node shell/server/main.mjs
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { documentOf, islandNamesOf } from './document.mjs';
import { InlineFiles, SPECULATION_RULES_NAME } from './inline-files.mjs';
import { gatewayReachable, rendererMetrics, startOps } from './ops.mjs';
import { renderVersion, shellRelease } from './release.mjs';
import { RemoteSet } from './remotes.mjs';

const SHELL = join(import.meta.dirname, '..');
/** The shell's name and version, the renderer's own (docs/releasing.md). */
const RELEASE = shellRelease(SHELL);
const setting = (/** @type {string} */ name, /** @type {string} */ fallback) => process.env[name] || fallback;
const number = (/** @type {string} */ name, /** @type {number} */ fallback, /** @type {number} */ min, /** @type {number} */ max) => {
  const value = Number(setting(name, String(fallback)));
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
};
/** The public API the pages read through (the gateway, with its read cache). */
const GATEWAY_URL = setting('GATEWAY_URL', 'http://127.0.0.1:8080');
/** Where the shell's runtime remote list and the remotes' files are fetched from. */
const ASSETS_URL = setting('ASSETS_URL', GATEWAY_URL);
const PUBLIC_ORIGIN = new URL(setting('PUBLIC_ORIGIN', 'http://localhost:8080')).origin;
/** Shared with the gateway: the API reads of a render carry it, so they spend no visitor's budget. */
const RENDERER_SECRET = process.env.RENDERER_SECRET ?? '';
if (RENDERER_SECRET.length < 32) throw new Error('RENDERER_SECRET must be set to at least 32 characters (the same value as the gateway)');
const HOST = setting('RENDERER_HOST', '127.0.0.1');
const PORT = number('RENDERER_PORT', 8090, 1, 65_535);
const REMOTE_BUDGET_MS = number('RENDERER_REMOTE_BUDGET_MS', 300, 10, 10_000);
const REMOTES_CHECK_MS = number('RENDERER_REMOTES_CHECK_MS', 10_000, 0, 3_600_000);
/** The ops listener (metrics, liveness, readiness; docs/metrics.md): off unless OPS_PORT is set. */
const OPS_PORT = process.env.OPS_PORT ? number('OPS_PORT', 9464, 1, 65_535) : undefined;
const OPS_HOST = setting('OPS_HOST', '0.0.0.0');
/** Ready while the gateway, which the pages read their data through, answers. */
const ready = () => gatewayReachable(GATEWAY_URL);
const metrics = rendererMetrics(ready);

const template = readFileSync(join(SHELL, 'dist', 'index.html'), 'utf8');
/**
 * The shell's own stylesheets (header, footer, layout, dialogs) sit in chunks its JavaScript
 * loads; a rendered page links them all (they are small), so it is styled before any script runs.
 */
const shellStylesheets = readdirSync(join(SHELL, 'dist'))
  .filter((file) => file.endsWith('.css') && !template.includes(`/${file}`))
  .map((file) => `/${file}`);

/** The shell's island runtime, the one script of a public page (docs/server-rendering.md, "Server-first"). */
const islandsManifest = readFileSync(join(SHELL, 'dist', 'islands', 'manifest.json'), 'utf8');
const { early, runtime } = JSON.parse(islandsManifest).islands;
const inIslands = (/** @type {string} */ file) => `/islands/${file}`;
const islandRuntime = { early: inIslands(early.js), js: inIslands(runtime.js), imports: runtime.imports.map(inIslands) };
/** The shell's stylesheet cut around the widgets' rules, for a public page (web-kit's split-widgets-plugin.mjs). */
const publicStylesheets = JSON.parse(readFileSync(join(SHELL, 'dist', 'styles', 'public-stylesheets.json'), 'utf8'));

const remotes = await RemoteSet.load(ASSETS_URL);

/**
 * What a public page carries instead of linking (inline-files.mjs): the stylesheets its first
 * paint waits for (the shell's and each remote page's), the shell's appearance script and the
 * island page's first script.
 */
const inlineFiles = new InlineFiles();
const shellFile = (/** @type {string} */ href) => readFileSync(join(SHELL, 'dist', ...href.split('/').filter(Boolean)), 'utf8');
for (const href of [publicStylesheets.before, publicStylesheets.after, ...shellStylesheets])
  inlineFiles.add(href, shellFile(href), 'style');
for (const [, src] of template.matchAll(/<script src="(\/[^"]+)"><\/script>/g)) inlineFiles.add(src, shellFile(src), 'script');
// The island page's first script holds presses from the first paint on, so it is here before it.
inlineFiles.add(islandRuntime.early, shellFile(islandRuntime.early), 'script');
for (const [href, text] of await remotes.stylesheetTexts()) inlineFiles.add(href, text, 'style');
/**
 * The build this renderer renders with: the shell's (its index.html names its hashed files) and
 * the remotes'. A cache of rendered pages keys on it, so no page names files of another build.
 */
const build = createHash('sha256')
  .update(`${template}\n${islandsManifest}\n${JSON.stringify(publicStylesheets)}\n${remotes.version}`)
  .digest('base64url')
  .slice(0, 16);
const version = renderVersion(RELEASE, build);
const bundle = createRequire(import.meta.url)(join(SHELL, 'dist', 'server', 'render.cjs'));
const { configure, renderPage, warmUp, islandPageData, PAGE_REMOTE_IDS, SPECULATION_RULES, prefetchablePath } = await bundle.renderer();
inlineFiles.add(SPECULATION_RULES_NAME, SPECULATION_RULES, 'script');
configure(
  GATEWAY_URL,
  PUBLIC_ORIGIN,
  remotes.serverConfig(),
  { remoteBudgetMs: REMOTE_BUDGET_MS },
  { 'X-Livefully-Renderer': RENDERER_SECRET },
);
// Load every page module now, so the first reader of each page does not wait for it (a remote
// that fails here is tried again by the first request for one of its pages).
await Promise.all(
  PAGE_REMOTE_IDS.map((/** @type {string} */ id) =>
    warmUp(id).catch((/** @type {Error} */ error) => console.warn(`[renderer] ${id} did not load: ${error.message}`)),
  ),
);

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

const server = createServer(async (req, res) => {
  const { pathname: path, searchParams } = new URL(req.url ?? '/', 'http://renderer.invalid');
  if (path === '/health') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'ok', name: RELEASE.name, version }));
    return;
  }
  const url = path === '/render' ? pageUrl(searchParams) : undefined;
  if (!url) {
    res.writeHead(path === '/render' ? 400 : 404, { 'Content-Type': 'text/plain' }).end('ask for GET /render?page=<a path of the site>');
    return;
  }
  const started = performance.now();
  try {
    const page = await renderPage(url.href);
    const inline = inlineFiles.forPage();
    const html = documentOf(template, page, {
      stylesheets: shellStylesheets,
      assets: remotes.assetsOf(page.remoteId),
      entries: remotes.entries(),
      islands: {
        runtime: islandRuntime,
        files: remotes.islandFiles(islandNamesOf(page.html)),
        data: islandPageData(),
        stylesheets: publicStylesheets,
        inline,
        // A page of one person's link (a preview, a subscription's) is never a place to fetch ahead from.
        speculationRules: prefetchablePath(url.pathname),
      },
    });
    const inlineSources = inline.sourcesHeader();
    res.writeHead(page.status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
      // The build of the shell and remotes this page was rendered with: a cache of pages keys on it.
      'X-Render-Version': version,
      // The hashes of the styles and scripts the page carries, for the gateway to allow in its CSP.
      ...(inlineSources ? { 'X-Inline-Sources': inlineSources } : {}),
      // A page the gateway must not keep: its slot was left to the browser, or a read of its data was refused.
      ...(page.slotLeftToBrowser ? { 'X-Render': 'slot-left-to-browser' } : page.readRefused ? { 'X-Render': 'read-refused' } : {}),
    });
    res.end(html);
    metrics.rendered(page.status, (performance.now() - started) / 1000);
  } catch (error) {
    console.error('[renderer] render failed', error);
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end('render failed');
    metrics.rendered(500, (performance.now() - started) / 1000);
  }
});
server.keepAliveTimeout = 65_000;
const ops =
  OPS_PORT === undefined
    ? undefined
    : await startOps({ host: OPS_HOST, port: OPS_PORT, registry: metrics.registry, release: RELEASE, ready });
if (ops) console.log(`renderer ops listening on ${ops.url} (/metrics, /health/live, /health/ready)`);
server.listen(PORT, HOST, () => console.log(`renderer listening on http://${HOST}:${PORT} (build ${version})`));

// A remote deployed since start: finish what is under way, then exit to be started again (by
// the embedded runner's supervisor, or the container's restart policy) with the new build.
if (REMOTES_CHECK_MS > 0) {
  const timer = setInterval(async () => {
    const changed = await remotes.changed().catch(() => false);
    if (!changed) return;
    clearInterval(timer);
    console.log('[renderer] a remote was deployed: restarting to render with it');
    ops?.close();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  }, REMOTES_CHECK_MS);
  timer.unref();
}
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT']))
  process.once(signal, () => {
    ops?.close();
    server.close(() => process.exit(0));
  });
