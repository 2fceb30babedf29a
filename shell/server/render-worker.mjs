// @ts-check
// One render worker (a node:worker_threads worker of main.mjs): it loads the shell's server bundle
// and the remotes' server builds that the runtime remote list names now, and renders pages with
// them until the front process retires it. A worker has its own module registry and globals, so
// a fresh worker is how the renderer takes a new remote build: the node runtime cannot reliably
// replace a container it has loaded (docs/server-rendering.md, "Remote deploys").
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { documentOf, islandNamesOf } from './document.mjs';
import { InlineFiles, SPECULATION_RULES_NAME } from './inline-files.mjs';
import { RemoteSet } from './remotes.mjs';
import { renderVersion, shellRelease } from './release.mjs';
import { ASSETS_URL, GATEWAY_URL, PUBLIC_ORIGIN, REMOTE_BUDGET_MS, RENDERER_SECRET } from './settings.mjs';

/**
 * @typedef {{ id: number, href: string, pathname: string }} RenderRequest
 * @typedef {{ id: number, status: number, headers: Record<string, string>, html: string } | { id: number, failed: string }} RenderAnswer
 * @typedef {{ type: 'ready', version: string, remotes: string }} WorkerReady
 */

if (!parentPort) throw new Error('render-worker.mjs runs as a worker of shell/server/main.mjs');
const port = parentPort;

const SHELL = join(import.meta.dirname, '..');
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

/** The remotes this worker loads at their canary's build (docs/releasing.md, "Canary"); none for the stable one. */
const variant = /** @type {string[]} */ (workerData?.variant ?? []);
const remotes = await RemoteSet.load(ASSETS_URL, variant);

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
 * The build this worker renders with: the shell's (its index.html names its hashed files) and
 * the remotes'. A cache of rendered pages keys on it, so no page names files of another build.
 */
const build = createHash('sha256')
  .update(`${template}\n${islandsManifest}\n${JSON.stringify(publicStylesheets)}\n${remotes.version}`)
  .digest('base64url')
  .slice(0, 16);
/** What the pages and /health name as the renderer's version: the shell's, with this build (release.mjs). */
const version = renderVersion(shellRelease(SHELL), build);
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

/** @param {RenderRequest} request @returns {Promise<RenderAnswer>} */
async function render({ id, href, pathname }) {
  const started = performance.now();
  try {
    const page = await renderPage(href);
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
        speculationRules: prefetchablePath(pathname),
      },
    });
    const inlineSources = inline.sourcesHeader();
    return {
      id,
      status: page.status,
      html,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
        // The build of the shell and remotes this page was rendered with: a cache of pages keys on it.
        'X-Render-Version': version,
        // The hashes of the styles and scripts the page carries, for the gateway to allow in its CSP.
        ...(inlineSources ? { 'X-Inline-Sources': inlineSources } : {}),
        // A page the gateway must not keep: its slot was left to the browser, or a read of its data was refused.
        ...(page.slotLeftToBrowser ? { 'X-Render': 'slot-left-to-browser' } : page.readRefused ? { 'X-Render': 'read-refused' } : {}),
      },
    };
  } catch (error) {
    console.error('[renderer] render failed', error);
    return { id, failed: error instanceof Error ? error.message : String(error) };
  }
}

port.on('message', (/** @type {RenderRequest} */ request) => {
  render(request).then((answer) => port.postMessage(answer));
});
port.postMessage(/** @type {WorkerReady} */ ({ type: 'ready', version, remotes: remotes.version }));
