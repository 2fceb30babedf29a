// @ts-check
/**
 * Page speed and memory of the composed site in Debian's Chromium:
 *
 *   node bench/pages/run.mjs [--parts playwright,lighthouse] [--runs 5] [--lighthouse-runs 3]
 *                            [--max-seconds 300] [--port 20100]
 *
 * Two parts, chosen with --parts (default: playwright), sharing one stack and one baseline:
 * - playwright (steps 2 to 4 below): results in bench/results/pages-<date>.{json,md}.
 * - lighthouse (lighthouse.mjs): the `lighthouse` npm package with its mobile defaults on
 *   /, /blog, the article --article, the guide --guide, the topic --topic and the static copy
 *   of the article (step 3), --lighthouse-runs times each, medians against the goals of
 *   issue 14; results in bench/results/pages-<date>-lighthouse.{json,md}. Speed is reported,
 *   never asserted: a missed goal does not fail the run.
 * --max-seconds bounds the whole run (each part stops starting new measurements past it).
 *
 * 1. The whole site from the built apps (startStack: embedded PostgreSQL, the four services,
 *    the gateway serving the shell and the remotes), fresh data dir, loopback only.
 *    Build first: npx tsc -b tsconfig.server.json && node deploy/embedded/build.mjs --web-only
 * 2. For each page, --runs times: a cold load (new browser context, empty HTTP cache), then a
 *    warm load (a second page in the same context, so the HTTP cache is primed). Each load
 *    waits for `load`, network idle and the page's h1, then reads the Resource/Navigation/Paint
 *    timing entries, the last largest-contentful-paint entry (observer installed before any
 *    script of the page) and the JS heap (CDP Runtime.getHeapUsage).
 * 3. Baseline: the article as a plain static document (its rendered HTML, scripts and images
 *    removed, the site's CSS inlined), served gzip'd from a throwaway loopback server in this
 *    process, loaded the same way. Same text, no JavaScript: what the composition costs.
 * 4. At the end, VmRSS and VmHWM of the gateway and of every service (pid files in <dataDir>/run).
 * Results go to bench/results/pages-<date>.{json,md}, with the command that made them. Exits
 * non-zero when a public page fetched anything under /remotes/mf-admin/.
 */
/* global window */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { bounded, machine } from '../harness.mjs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../deploy/embedded/chromium.mjs';
import { REPO_ROOT, startStack } from '../../deploy/embedded/stack.mjs';
import { measureLighthouse, summarize, writeLighthouseReport } from './lighthouse.mjs';
import { staticBaseline } from './static-copy.mjs';

const { values } = parseArgs({
  options: {
    parts: { type: 'string', default: 'playwright' },
    runs: { type: 'string', default: '5' },
    'lighthouse-runs': { type: 'string', default: '3' },
    article: { type: 'string', default: 'family-game-night' },
    guide: { type: 'string', default: 'wellness-habits-that-last' },
    topic: { type: 'string', default: 'foodie' },
    'max-seconds': { type: 'string', default: '300' },
    port: { type: 'string', default: '20100' },
    'service-port-base': { type: 'string', default: '20200' },
    'pg-port': { type: 'string', default: '20532' },
    'auth-emulator-port': { type: 'string', default: '20290' },
  },
});
const PARTS = new Set(values.parts.split(',').map((p) => p.trim()));
for (const part of PARTS)
  if (part !== 'playwright' && part !== 'lighthouse') throw new Error(`--parts: playwright and/or lighthouse, got ${part}`);
const RUNS = bounded(values.runs, 1, 50);
const LH_RUNS = bounded(values['lighthouse-runs'], 1, 20);
const SLUG = /^[a-z0-9-]+$/;
for (const key of /** @type {const} */ (['article', 'guide', 'topic']))
  if (!SLUG.test(values[key])) throw new Error(`--${key}: a slug (a-z, 0-9, -), got ${values[key]}`);
const MAX_MS = bounded(values['max-seconds'], 30, 1800) * 1000;
const PORT = bounded(values.port, 1024, 60_000);
const SERVICE_PORT_BASE = bounded(values['service-port-base'], 1024, 60_000);
const PG_PORT = bounded(values['pg-port'], 1024, 60_000);
const AUTH_PORT = bounded(values['auth-emulator-port'], 1024, 60_000);
const BASELINE_PORT = PORT + 1;
const DEBUG_PORT = PORT + 2; // Chromium's DevTools ports for Lighthouse: PORT + 2 … PORT + 9 (loopback)
const COMMAND =
  `node bench/pages/run.mjs --parts ${[...PARTS].join(',')} ` +
  (PARTS.has('playwright') ? `--runs ${RUNS} ` : '') +
  (PARTS.has('lighthouse')
    ? `--lighthouse-runs ${LH_RUNS} --article ${values.article} --guide ${values.guide} --topic ${values.topic} `
    : '') +
  `--max-seconds ${MAX_MS / 1000} --port ${PORT} ` +
  `--service-port-base ${SERVICE_PORT_BASE} --pg-port ${PG_PORT} --auth-emulator-port ${AUTH_PORT}`;
const CHROMIUM = CHROMIUM_PATH;
const FLAGS = CHROMIUM_ARGS;
const LOAD_TIMEOUT_MS = 30_000;
const dataDir = join(REPO_ROOT, '.data', `bench-pages-${PORT}`);
const log = (/** @type {string} */ line) => console.log(`[bench] ${line}`);

/** Installed before any script of the page: keeps the last LCP candidate. */
const LCP_OBSERVER = `(() => {
  try { performance.setResourceTimingBufferSize(2000); } catch {}
  window.__lcp = null;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = { startTime: e.startTime, size: e.size, element: e.element ? e.element.tagName.toLowerCase() : null, url: e.url || null };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
})();`;

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
const started = Date.now();
let exitCode = 0;
try {
  rmSync(dataDir, { recursive: true, force: true });
  log('starting the site');
  const stack = await startStack({
    dataDir,
    port: PORT,
    servicePortBase: SERVICE_PORT_BASE,
    pgPort: PG_PORT,
    authEmulatorPort: AUTH_PORT,
    // The local MailDev beside the emulator's three ports, away from a running `npm start`'s 1025 and 1080.
    mailSmtpPort: AUTH_PORT + 5,
    mailWebPort: AUTH_PORT + 6,
    restartDelayMs: 2_000,
  });
  cleanups.push(stack.stop);
  const origin = `http://127.0.0.1:${PORT}`;
  log(`site up in ${Date.now() - started} ms`);

  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  cleanups.push(() => browser.close());
  /** The static copy of an article, made once per article path and served until the end. */
  /** @type {Map<string, Awaited<ReturnType<typeof staticBaseline>>>} */
  const baselines = new Map();
  const baselineOf = async (/** @type {string} */ path) => {
    let baseline = baselines.get(path);
    if (!baseline) {
      baseline = await staticBaseline(browser, origin + path, BASELINE_PORT + baselines.size * 10);
      cleanups.push(baseline.close);
      baselines.set(path, baseline);
    }
    return baseline;
  };

  if (PARTS.has('playwright')) {
    const slug = await firstSlug(origin);
    const pages = ['/', '/blog', `/blog/${slug}`, '/guides', '/topics', '/search?q=wellness'];
    log(`playwright part: article /blog/${slug}`);

    // Warm the server side once (first requests compile routes, fill pools), unmeasured.
    {
      const context = await browser.newContext();
      for (const path of pages) await load(context, origin + path).catch(() => {});
      await context.close();
    }

    /** @type {Record<string, { cold: any[], warm: any[] }>} */
    const samples = Object.fromEntries(pages.map((p) => [p, { cold: [], warm: [] }]));
    let truncated = false;
    outer: for (let run = 0; run < RUNS; run++) {
      for (const path of pages) {
        if (Date.now() - started > MAX_MS) {
          truncated = true;
          break outer;
        }
        const context = await browser.newContext();
        try {
          samples[path].cold.push(await load(context, origin + path));
          samples[path].warm.push(await load(context, origin + path));
        } finally {
          await context.close();
        }
      }
      log(`run ${run + 1}/${RUNS} done (${Math.round((Date.now() - started) / 1000)} s)`);
    }

    // Baseline: the article's rendered text as one static document, no JavaScript.
    const baseline = await baselineOf(`/blog/${slug}`);
    const baselineSamples = { cold: /** @type {any[]} */ ([]), warm: /** @type {any[]} */ ([]) };
    for (let run = 0; run < RUNS && Date.now() - started < MAX_MS + 60_000; run++) {
      const context = await browser.newContext();
      try {
        baselineSamples.cold.push(await load(context, baseline.url));
        baselineSamples.warm.push(await load(context, baseline.url));
      } finally {
        await context.close();
      }
    }

    const processes = rssOf(stack.runDir);
    const adminLeaks = pages.flatMap((path) =>
      [...samples[path].cold, ...samples[path].warm].flatMap((s) =>
        s.urls.filter((/** @type {string} */ u) => u.includes('/remotes/mf-admin/')),
      ),
    );
    if (adminLeaks.length) exitCode = 1;

    const report = {
      command: COMMAND,
      date: new Date().toISOString(),
      machine: {
        ...machine(),
        chromium: browser.version(),
        chromiumFlags: FLAGS,
      },
      runsPerPage: RUNS,
      truncated,
      seconds: Math.round((Date.now() - started) / 1000),
      baseline: {
        kind: 'static copy of the article',
        url: baseline.url,
        htmlBytes: baseline.bytes,
        textChars: baseline.textChars,
        why:
          'The same words and styles as the article, without the shell, the remotes or any JavaScript: the gap to it is what the micro-frontend composition costs. ' +
          'Served from a throwaway loopback server in the bench (gzip, no-cache like index.html) because the gateway only serves the built apps from the repository; adding a file there would mean touching the apps.',
      },
      adminRemoteFetchedOnPublicPages: adminLeaks,
      largestOnFirstColdLoad: Object.fromEntries(pages.map((p) => [p, samples[p].cold[0]?.largest ?? []])),
      pages: Object.fromEntries(pages.map((p) => [p, summarizePage(samples[p])])),
      baselinePage: summarizePage(baselineSamples),
      processes,
      samples,
      baselineSamples,
    };
    writeReport(report);
    if (adminLeaks.length) console.error(`[bench] FAIL: public pages fetched mf-admin: ${[...new Set(adminLeaks)].join(', ')}`);
  }

  if (PARTS.has('lighthouse')) {
    const articlePath = `/blog/${values.article}`;
    /** @type {import('./lighthouse.mjs').Target[]} */
    const targets = [
      { name: '/', kind: 'page', url: origin + '/' },
      { name: '/blog', kind: 'page', url: origin + '/blog' },
      { name: articlePath, kind: 'article', url: origin + articlePath },
      { name: `/guide/${values.guide}`, kind: 'page', url: `${origin}/guide/${values.guide}` },
      { name: `/topics/${values.topic}`, kind: 'page', url: `${origin}/topics/${values.topic}` },
    ];
    // Every page must answer 200 (a seeded slug); asking twice also warms the renderer
    // (its first request loads the remotes) and the gateway's read cache, unmeasured.
    for (const t of targets)
      for (let i = 0; i < 2; i++) {
        const res = await fetch(t.url);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${t.url} answered ${res.status}: pick a seeded slug (--article, --guide, --topic)`);
      }
    const baseline = await baselineOf(articlePath);
    targets.push({ name: `static copy of ${articlePath}`, kind: 'static', url: baseline.url });
    const chromiumVersion = browser.version();
    await browser.close(); // Lighthouse gets its own Chromium; this one would only share the cores
    log(`lighthouse part: ${targets.length} pages × ${LH_RUNS} runs`);
    const loadBefore = loadavg().map((x) => Math.round(x * 100) / 100);
    const measured = await measureLighthouse({
      targets,
      runs: LH_RUNS,
      deadline: started + MAX_MS,
      chromePath: CHROMIUM,
      chromeFlags: FLAGS,
      debugPort: DEBUG_PORT,
      log,
    });
    const adminLeaks = Object.values(measured.samples).flatMap((list) =>
      list.flatMap((s) => s.urls.filter((/** @type {string} */ u) => u.includes('/remotes/mf-admin/'))),
    );
    if (adminLeaks.length) exitCode = 1;
    if (targets.some((t) => !measured.samples[t.name].length)) exitCode = 1;
    const report = {
      command: COMMAND,
      date: new Date().toISOString(),
      machine: {
        ...machine(),
        chromium: chromiumVersion,
        chromiumPath: CHROMIUM,
        // The cores are shared with other work on the machine: its load around the measurements.
        loadAverage: { before: loadBefore, after: loadavg().map((x) => Math.round(x * 100) / 100) },
        chromiumFlags: FLAGS,
      },
      environment: measured.environment,
      runsPerPage: LH_RUNS,
      truncated: measured.truncated,
      failures: measured.failures,
      seconds: Math.round((Date.now() - started) / 1000),
      articlePath,
      baseline: { kind: 'static copy of the article', url: baseline.url, htmlBytes: baseline.bytes, textChars: baseline.textChars },
      adminRemoteFetchedOnPublicPages: adminLeaks,
      summary: summarize(targets, measured.samples),
      samples: measured.samples,
    };
    const dir = join(REPO_ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    console.log(writeLighthouseReport(dir, report));
    if (adminLeaks.length) console.error(`[bench] FAIL: public pages fetched mf-admin: ${[...new Set(adminLeaks)].join(', ')}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

/** @param {string} origin */
async function firstSlug(origin) {
  const body = await (await fetch(`${origin}/api/blog-posts`)).json();
  /** @param {any} v @returns {string | undefined} */
  const find = (v) => {
    if (Array.isArray(v))
      for (const x of v) {
        const s = find(x);
        if (s) return s;
      }
    else if (v && typeof v === 'object') {
      if (typeof v.slug === 'string') return v.slug;
      for (const x of Object.values(v)) {
        const s = find(x);
        if (s) return s;
      }
    }
    return undefined;
  };
  const slug = find(body.data ?? body);
  if (!slug) throw new Error(`no slug in /api/blog-posts: ${JSON.stringify(body).slice(0, 200)}`);
  return slug;
}

/**
 * One visit in a new page of `context`, measured once the page has settled.
 * @param {import('playwright-core').BrowserContext} context @param {string} url
 */
async function load(context, url) {
  const page = await context.newPage();
  try {
    await page.addInitScript(LCP_OBSERVER);
    const cdp = await context.newCDPSession(page);
    const t0 = Date.now();
    const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`${url}: ${response?.status()}`);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    const h1 = await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    await page.waitForTimeout(250);
    const settledMs = Date.now() - t0;
    const timing = await page.evaluate(() => {
      const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      const entries = [nav, ...performance.getEntriesByType('resource')].map((e) => {
        const r = /** @type {PerformanceResourceTiming} */ (e);
        return { name: r.name, type: r.initiatorType, transfer: r.transferSize, encoded: r.encodedBodySize, decoded: r.decodedBodySize };
      });
      return {
        domContentLoaded: nav.domContentLoadedEventEnd,
        load: nav.loadEventEnd,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        lcp: /** @type {any} */ (window).__lcp,
        entries,
      };
    });
    const heap = await cdp.send('Runtime.getHeapUsage');
    await cdp.detach();
    const bytes = { js: 0, css: 0, other: 0, document: 0, api: 0, image: 0 };
    let network = 0;
    const remoteEntries = new Set();
    for (const e of timing.entries) {
      const path = new URL(e.name).pathname;
      const kind = /\.m?js$/.test(path) ? 'js' : /\.css$/.test(path) ? 'css' : 'other';
      bytes[kind] += e.transfer;
      if (kind === 'other') {
        const sub =
          e.type === 'navigation'
            ? 'document'
            : path.startsWith('/api/')
              ? 'api'
              : /\.(svg|png|jpe?g|webp|gif|ico)$/.test(path)
                ? 'image'
                : null;
        if (sub) bytes[sub] += e.transfer;
      }
      if (e.transfer > 0) network++;
      const m = /^\/remotes\/([^/]+)\/(mf-manifest\.json|remoteEntry[^/]*\.js)$/.exec(path);
      if (m) remoteEntries.add(`${m[1]}/${m[2].replace(/\.[0-9a-f]{8,}\.js$/, '.js')}`);
    }
    return {
      domContentLoadedMs: round(timing.domContentLoaded),
      loadMs: round(timing.load),
      fcpMs: timing.fcp == null ? null : round(timing.fcp),
      lcpMs: timing.lcp ? round(timing.lcp.startTime) : null,
      lcpElement: timing.lcp?.element ?? null,
      settledMs,
      h1,
      transferred: { total: bytes.js + bytes.css + bytes.other, ...bytes },
      decodedJs: timing.entries.filter((e) => /\.m?js$/.test(new URL(e.name).pathname)).reduce((n, e) => n + e.decoded, 0),
      requests: timing.entries.length,
      networkRequests: network,
      remoteEntries: [...remoteEntries].sort(),
      heapUsedBytes: heap.usedSize,
      urls: timing.entries.map((e) => e.name),
      largest: timing.entries
        .filter((e) => e.transfer > 0)
        .sort((a, b) => b.transfer - a.transfer)
        .slice(0, 8)
        .map((e) => ({ path: new URL(e.name).pathname, transferKiB: round(e.transfer / 1024), decodedKiB: round(e.decoded / 1024) })),
    };
  } finally {
    await page.close();
  }
}

/** VmRSS and VmHWM (peak) in MiB of every process with a pid file in the stack's run dir. */
function rssOf(/** @type {string} */ runDir) {
  /** @type {Record<string, { pid: number, rssMiB: number | null, peakRssMiB: number | null }>} */
  const out = {};
  for (const file of readdirSync(runDir)
    .filter((f) => f.endsWith('.pid'))
    .sort()) {
    const pid = Number(readFileSync(join(runDir, file), 'utf8').trim());
    if (!pid) continue;
    let status = '';
    try {
      status = readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      status = ''; // the process has gone: no figure
    }
    const kib = (/** @type {string} */ key) => {
      const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
      return m ? round(Number(m[1]) / 1024) : null;
    };
    out[file.replace(/\.pid$/, '')] = { pid, rssMiB: kib('VmRSS'), peakRssMiB: kib('VmHWM') };
  }
  return out;
}

/** @param {{ cold: any[], warm: any[] }} s */
function summarizePage(s) {
  /** @param {any[]} list */
  const stats = (list) => {
    /** @param {(x: any) => number | null} pick */
    const of = (pick) => {
      const xs = list
        .map(pick)
        .filter((x) => x != null)
        .sort((a, b) => a - b);
      if (!xs.length) return null;
      return { median: round(quantile(xs, 0.5)), p95: round(xs[Math.min(xs.length - 1, Math.ceil(0.95 * xs.length) - 1)]) };
    };
    return {
      samples: list.length,
      domContentLoadedMs: of((x) => x.domContentLoadedMs),
      loadMs: of((x) => x.loadMs),
      fcpMs: of((x) => x.fcpMs),
      lcpMs: of((x) => x.lcpMs),
      transferredKiB: of((x) => x.transferred.total / 1024),
      jsKiB: of((x) => x.transferred.js / 1024),
      cssKiB: of((x) => x.transferred.css / 1024),
      otherKiB: of((x) => x.transferred.other / 1024),
      documentKiB: of((x) => x.transferred.document / 1024),
      apiKiB: of((x) => x.transferred.api / 1024),
      imageKiB: of((x) => x.transferred.image / 1024),
      decodedJsKiB: of((x) => x.decodedJs / 1024),
      requests: of((x) => x.requests),
      networkRequests: of((x) => x.networkRequests),
      heapUsedMiB: of((x) => x.heapUsedBytes / 2 ** 20),
      remoteEntries: [...new Set(list.flatMap((x) => x.remoteEntries))].sort(),
      lcpElements: [...new Set(list.map((x) => x.lcpElement))],
      withoutH1: list.filter((x) => !x.h1).length,
    };
  };
  return { cold: stats(s.cold), warm: stats(s.warm) };
}

/** @param {number[]} sorted @param {number} q */
function quantile(sorted, q) {
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  return sorted[lo] + (sorted[Math.ceil(i)] - sorted[lo]) * (i - lo);
}

/** @param {number} n */
function round(n) {
  return Math.round(n * 10) / 10;
}

/** @param {any} report */
function writeReport(report) {
  const stamp = report.date.slice(0, 10);
  const dir = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const { samples, baselineSamples, ...rest } = report;
  // Per-load samples without the URL lists (kept only as remote entries), so the file stays readable.
  const slim = (/** @type {any[]} */ list) =>
    list.map((x) => {
      const copy = { ...x };
      delete copy.urls;
      delete copy.largest;
      return copy;
    });
  const json = {
    ...rest,
    samples: Object.fromEntries(Object.entries(samples).map(([p, s]) => [p, { cold: slim(s.cold), warm: slim(s.warm) }])),
    baselineSamples: { cold: slim(baselineSamples.cold), warm: slim(baselineSamples.warm) },
  };
  writeFileSync(join(dir, `pages-${stamp}.json`), JSON.stringify(json, null, 2) + '\n');
  /** @param {any} v */
  const mp = (v) => (v ? `${v.median} / ${v.p95}` : '–');
  const all = [...Object.entries(report.pages), ['baseline: static article', report.baselinePage]];
  const row = (/** @type {string} */ path, /** @type {any} */ s, /** @type {string} */ mode) =>
    `| ${path} | ${mode} | ${mp(s.fcpMs)} | ${mp(s.lcpMs)} | ${mp(s.domContentLoadedMs)} | ${mp(s.loadMs)} | ${mp(s.transferredKiB)} | ${mp(s.jsKiB)} | ${mp(s.cssKiB)} | ${mp(s.otherKiB)} | ${mp(s.requests)} | ${mp(s.networkRequests)} | ${mp(s.heapUsedMiB)} |`;
  const md = [
    `# Page speed benchmark, ${stamp}`,
    '',
    'Made by (after `npx tsc -b tsconfig.server.json && node deploy/embedded/build.mjs --web-only`):',
    '',
    '```',
    report.command,
    '```',
    '',
    `The composed site (embedded stack: PostgreSQL, four services, the gateway serving the shell and the remotes) on loopback, driven by Chromium ${report.machine.chromium} (\`${CHROMIUM}\`, ${report.machine.chromiumFlags.join(' ')}).`,
    `Machine: Node ${report.machine.node}, ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGiB} GiB; browser, site and bench share the cores. ${report.runsPerPage} runs per page${report.truncated ? ' (stopped early by --max-seconds)' : ''}, ${report.seconds} s in all.`,
    '',
    "**Cold** = a new browser context (empty HTTP cache); **warm** = a second page in the same context. Each load waits for `load`, network idle and the page's h1. " +
      'Times are ms from navigation start (Navigation and Paint timing; LCP is the last `largest-contentful-paint` entry, read after the page settled). ' +
      'Bytes are `transferSize` from Resource Timing (headers included, 0 for a cache hit); requests counts every resource entry, network those that went over the wire. Heap is CDP `Runtime.getHeapUsage` used size after the page settled (no forced GC). ' +
      `Each cell is median / p95 (with ${report.runsPerPage} samples p95 is the slowest).`,
    '',
    '| page | load | FCP ms | LCP ms | DOMContentLoaded ms | load ms | transferred KiB | JS KiB | CSS KiB | other KiB | requests | network requests | JS heap MiB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...all.flatMap(([path, s]) => [row(path, s.cold, 'cold'), row(path, s.warm, 'warm')]),
    '',
    'Remote entries fetched (cold):',
    '',
    ...Object.entries(report.pages).map(
      ([path, s]) => `- \`${path}\`: ${s.cold.remoteEntries.map((/** @type {string} */ e) => `\`${e}\``).join(', ') || 'none'}`,
    ),
    '',
    'Largest transfers of the first cold load of `/` (KiB over the wire / KiB decoded):',
    '',
    ...(report.largestOnFirstColdLoad['/'] ?? []).map((/** @type {any} */ e) => `- \`${e.path}\`: ${e.transferKiB} / ${e.decodedKiB}`),
    '',
    report.adminRemoteFetchedOnPublicPages.length
      ? `**FAIL**: public pages fetched mf-admin: ${[...new Set(report.adminRemoteFetchedOnPublicPages)].join(', ')}`
      : 'No public page fetched anything under `/remotes/mf-admin/`.',
    '',
    `Baseline: ${report.baseline.why} (${report.baseline.htmlBytes} bytes of HTML+CSS before gzip, ${report.baseline.textChars} characters of text.)`,
    '',
    'Memory of the site at the end (VmRSS / peak VmHWM, MiB, from /proc/<pid>/status via <dataDir>/run/*.pid):',
    '',
    '| process | pid | RSS MiB | peak RSS MiB |',
    '|---|---|---|---|',
    ...Object.entries(report.processes).map(([name, p]) => `| ${name} | ${p.pid} | ${p.rssMiB ?? '–'} | ${p.peakRssMiB ?? '–'} |`),
    '',
    `Total RSS: ${round(Object.values(report.processes).reduce((n, p) => n + (p.rssMiB ?? 0), 0))} MiB.`,
    '',
  ].join('\n');
  writeFileSync(join(dir, `pages-${stamp}.md`), md);
  console.log(md);
}
