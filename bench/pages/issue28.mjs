// @ts-check
/**
 * Issue 28's goals ("public pages alive at first paint"), measured on the composed site:
 *
 *   node bench/pages/issue28.mjs [--parts lighthouse,bytes,session,navigation] [--runs 3]
 *                                [--pages /,/blog,...] [--max-seconds 3600] [--port 25000]
 *
 * Build first (`npm run build`). One stack (startStack: embedded PostgreSQL, the four services,
 * the gateway and the renderer; fresh data dir .data/bench-issue28-<port>, loopback only), then:
 * - lighthouse: Lighthouse 12 with its mobile defaults (lighthouse.mjs) on each page AND on its
 *   static copy (static-copy.mjs: the HTML the site sends, no script, CSS inlined), page and copy
 *   side by side in each round, --runs rounds; medians. Goals: performance ≥ 95, TBT ≤ 100 ms,
 *   CLS ≤ 0.02, LCP ≤ 1.2× the copy's. The copies are served by serveCopies (why there: see it).
 * - bytes: a first view of each page in Playwright (issue28/first-view.mjs): JS and render-blocking
 *   CSS, gzip'd. Goals: JS ≤ 100 KB on the article, ≤ 120 KB on /blog; render-blocking CSS ≤ 20 KB.
 * - session: /blog, filter, Load More, open an article, Share, go back under a 4× CPU slowdown,
 *   each interaction's next paint from the Event Timing API (issue28/session.mjs), --runs times.
 *   Goal: ≤ 100 ms each (median of the runs).
 * - navigation: hover an article's link on /blog (the site prerenders it), click; from the click
 *   to the new page's LCP (issue28/navigation.mjs), --runs times. Goal ≤ 100 ms.
 * Results: bench/results/pages-issue28-<date>.{json,md}, the command at the top. Speed is
 * reported, never asserted: the exit code says only whether every part measured something.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../deploy/embedded/chromium.mjs';
import { REPO_ROOT, startStack } from '../../deploy/embedded/stack.mjs';
import { bounded, gitState, machine, runLog } from '../harness.mjs';
import { firstView } from './issue28/first-view.mjs';
import { stats } from './issue28/goals.mjs';
import { prefetchedNavigation } from './issue28/navigation.mjs';
import { writeIssue28Report } from './issue28/report.mjs';
import { readingSession } from './issue28/session.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { serveCopies, staticCopyOf } from './static-copy.mjs';

const ALL_PARTS = ['lighthouse', 'bytes', 'session', 'navigation'];
const ARTICLE = '/blog/family-game-night';
const DEFAULT_PAGES = [
  '/',
  '/blog',
  ARTICLE,
  '/guides',
  '/guide/wellness-habits-that-last',
  '/topics',
  '/topics/foodie',
  '/search?q=travel',
  '/contact',
  '/apps',
];
const { values } = parseArgs({
  options: {
    parts: { type: 'string', default: ALL_PARTS.join(',') },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
    'max-seconds': { type: 'string', default: '3600' },
    port: { type: 'string', default: '25000' },
  },
});
const PARTS = values.parts.split(',').map((p) => p.trim());
for (const part of PARTS) if (!ALL_PARTS.includes(part)) throw new Error(`--parts: some of ${ALL_PARTS.join(', ')}; got ${part}`);
const RUNS = bounded(values.runs, 1, 9);
const PAGES = values.pages.split(',').map((p) => p.trim());
for (const path of PAGES)
  if (!/^\/[a-z0-9/-]*(\?[a-z0-9=&-]+)?$/.test(path)) throw new Error(`--pages: site paths like /blog or /search?q=travel, got ${path}`);
const MAX_MS = bounded(values['max-seconds'], 60, 7200) * 1000;
// The stack's ports, all from --port: the gateway, the copies' server (+1), Chromium's DevTools
// for Lighthouse (+2 … +9), the auth emulator and its mail (+90 … +96), the services (+100 …)
// and their ops listeners (+200 …); PostgreSQL at +32.
const PORT = bounded(values.port, 1024, 60_000);
const COMMAND = `node bench/pages/issue28.mjs --parts ${PARTS.join(',')} --runs ${RUNS} --pages ${PAGES.join(',')} --max-seconds ${MAX_MS / 1000} --port ${PORT}`;
const dataDir = join(REPO_ROOT, '.data', `bench-issue28-${PORT}`);
const started = Date.now();
const log = runLog('issue28', started);

/** @type {Array<() => Promise<unknown>>} */
const cleanups = [];
let exitCode = 0;
/** @type {Record<string, any>} */
const results = {};
try {
  rmSync(dataDir, { recursive: true, force: true });
  log('starting the site');
  const stack = await startStack({
    dataDir,
    port: PORT,
    servicePortBase: PORT + 100,
    pgPort: PORT + 32,
    authEmulatorPort: PORT + 90,
    mailSmtpPort: PORT + 95,
    mailWebPort: PORT + 96,
    restartDelayMs: 2_000,
  });
  cleanups.push(stack.stop);
  const origin = `http://127.0.0.1:${PORT}`;
  log('site up');
  // Every page must answer 200 with its h1; asking twice warms the renderer and the read cache.
  for (const path of [...new Set([...PAGES, '/blog', ARTICLE])])
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(origin + path);
      const html = await answer.text();
      if (answer.status !== 200 || !html.includes('<h1'))
        throw new Error(`${path} answered ${answer.status}${html.includes('<h1') ? '' : ' without an h1'}`);
    }

  // With the back/forward cache readers have (Playwright turns it off by default), as e2e's back-forward-cache spec.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  cleanups.push(() => browser.close());
  results.chromium = browser.version();

  if (PARTS.includes('bytes')) {
    results.bytes = {};
    for (const path of PAGES) {
      results.bytes[path] = await firstView(browser, origin, path);
      const b = results.bytes[path];
      log(
        `bytes ${path}: JS ${b.js.gzipBytes} B gzip'd in ${b.js.files} files, render-blocking CSS ${b.blockingCss.gzipBytes} B in ${b.blockingCss.files}`,
      );
    }
  }
  if (PARTS.includes('session')) {
    const category = await biggestCategory(origin);
    results.session = { category, runs: /** @type {any[]} */ ([]) };
    for (let run = 0; run < RUNS && Date.now() - started < MAX_MS; run++) {
      log(`session ${run + 1}/${RUNS}`);
      results.session.runs.push(await readingSession(browser, origin, { category, log }));
    }
  }
  if (PARTS.includes('navigation')) {
    results.navigation = { runs: /** @type {any[]} */ ([]) };
    // Each run twice: as most readers see it (a crossfade between pages) and with less motion asked for (none).
    for (let run = 0; run < RUNS && Date.now() - started < MAX_MS; run++) {
      for (const reducedMotion of [false, true]) {
        const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
        const n = await prefetchedNavigation(chromium, origin, ARTICLE, { reducedMotion }).catch((/** @type {any} */ error) => ({
          article: ARTICLE,
          reducedMotion,
          failed: String(error?.message ?? error).slice(0, 300),
        }));
        log(
          `navigation ${run + 1}/${RUNS}${reducedMotion ? ' (less motion)' : ''} ${n.article}: ` +
            ('failed' in n
              ? `failed: ${n.failed}`
              : `${n.prerendered ? 'prerendered' : n.deliveryType || 'not prefetched'}, LCP ${n.lcpAfterClickMs ?? '–'} ms after the click ` +
                `(${n.lcpAfterStartMs ?? '–'} ms after ${n.prerendered ? 'activation' : 'navigation start'})`),
        );
        results.navigation.runs.push(n);
      }
    }
  }

  if (PARTS.includes('lighthouse')) {
    /** @type {Map<string, { html: string, encoding: 'br' | 'gzip' | null }>} */
    const copies = new Map();
    /** @type {Record<string, any>} */
    const copyInfo = {};
    for (const path of PAGES) {
      const copy = await staticCopyOf(origin, path);
      copies.set(copyName(path), { html: copy.html, encoding: copy.encoding });
      copyInfo[path] = { name: copyName(path), htmlBytes: copy.bytes, inlinedCssBytes: copy.cssBytes };
    }
    const server = await serveCopies(origin, copies, PORT + 1);
    cleanups.push(server.close);
    for (const path of PAGES) Object.assign(copyInfo[path], { url: server.urlOf(copyName(path)), sent: server.bytesOf(copyName(path)) });
    /** @type {import('./lighthouse.mjs').Target[]} */
    const targets = PAGES.flatMap((path) => [
      { name: path, kind: /** @type {const} */ ('page'), url: origin + path },
      { name: `copy of ${path}`, kind: /** @type {const} */ ('static'), url: server.urlOf(copyName(path)) },
    ]);
    await browser.close(); // Lighthouse launches its own Chromium per run; this one would only share the cores
    log(`lighthouse: ${targets.length} targets × ${RUNS} runs`);
    const loadBefore = loadavg();
    const measured = await measureLighthouse({
      targets,
      runs: RUNS,
      deadline: started + MAX_MS,
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_ARGS,
      debugPort: PORT + 2,
      log,
    });
    /** @type {(path: string, name: string) => any} */
    const medians = (path, name) => {
      const list = measured.samples[name] ?? [];
      return {
        runs: list.length,
        performance: stats(list.map((s) => s.performance)),
        lcpMs: stats(list.map((s) => s.lcpMs)),
        tbtMs: stats(list.map((s) => s.tbtMs)),
        cls: stats(list.map((s) => s.cls)),
        fcpMs: stats(list.map((s) => s.fcpMs)),
        observedLcpMs: stats(list.map((s) => s.observed.lcpMs)),
        jsTransferBytes: stats(list.map((s) => s.js.transferBytes)),
        lcpElements: [...new Set(list.map((s) => s.lcpElement).filter(Boolean))],
        layoutShifts: list[0]?.layoutShifts ?? [],
      };
    };
    results.lighthouse = {
      environment: measured.environment,
      truncated: measured.truncated,
      failures: measured.failures,
      loadAverage: { before: loadBefore.map((x) => Math.round(x * 100) / 100), after: loadavg().map((x) => Math.round(x * 100) / 100) },
      copies: copyInfo,
      pages: Object.fromEntries(PAGES.map((p) => [p, medians(p, p)])),
      copyPages: Object.fromEntries(PAGES.map((p) => [p, medians(p, `copy of ${p}`)])),
      samples: Object.fromEntries(
        Object.entries(measured.samples).map(([name, list]) => [name, list.map(({ urls: _u, scripts: _s, ...s }) => s)]),
      ),
    };
    if (targets.some((t) => !measured.samples[t.name]?.length)) exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

const report = {
  command: COMMAND,
  date: new Date().toISOString(),
  machine: { ...machine(), chromium: results.chromium ?? null, chromiumPath: CHROMIUM_PATH, chromiumFlags: CHROMIUM_ARGS },
  git: gitState(),
  seconds: Math.round((Date.now() - started) / 1000),
  runs: RUNS,
  pages: PAGES,
  article: ARTICLE,
  ...results,
};
if (Object.keys(results).length > 1) {
  const dir = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const md = writeIssue28Report(dir, report);
  console.log(md);
}
process.exit(exitCode);

/** The copy's file name for a page path: '/' → 'home', '/search?q=travel' → 'search-q-travel'. @param {string} path */
function copyName(path) {
  return path === '/' ? 'home' : path.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The category with the most articles (so the filtered list still has a Load More when the seed allows). @param {string} origin */
async function biggestCategory(origin) {
  const body = await (await fetch(`${origin}/api/blog-posts`)).json();
  /** @type {Map<string, number>} */
  const counts = new Map();
  /** @param {any} v */
  const walk = (v) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      if (typeof v.slug === 'string' && typeof v.category === 'string') counts.set(v.category, (counts.get(v.category) ?? 0) + 1);
      else Object.values(v).forEach(walk);
    }
  };
  walk(body);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
