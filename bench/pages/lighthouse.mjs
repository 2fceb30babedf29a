// @ts-check
/**
 * The Lighthouse part of bench/pages: the `lighthouse` npm package (12.x, Node API) against
 * Debian's Chromium through chrome-launcher, with Lighthouse's MOBILE defaults (Moto G Power
 * emulation, simulated throttling: slow 4G, 4× CPU), performance category only. Every target
 * is run `runs` times, round-robin (run 1 of every page, then run 2, …) so a slow moment of the
 * shared machine spreads over the pages instead of landing on one; one unmeasured run first
 * warms the machine. Each run gets a fresh Chromium with a new profile, as the CLI does: a new
 * user's first view (Lighthouse resets only caches between runs, not IndexedDB, where the
 * site's auth client keeps its state). Medians of: performance score, LCP, CLS, TBT, FCP, Speed Index, JavaScript
 * transferred (bytes as sent, gzip'd, headers included: `resource-summary`) and JS requests.
 * Reported against the goals of issue 14; nothing here fails on a missed goal (speed is
 * measured, not asserted).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const LIGHTHOUSE_VERSION = /** @type {{ version: string }} */ (createRequire(import.meta.url)('lighthouse/package.json')).version;

/** Goals of issue 14 ("Measured, not asserted in tests" and the loading budget). */
export const GOALS = {
  performance: 95, // score ≥, each page
  cls: 0.05, // ≤, each page
  tbtMs: 150, // ≤, each page
  articleLcpRatio: 1.3, // article LCP ≤ 1.3 × its static copy's
  articleJsBytes: 170_000, // first article view ≤ 170 KB gzip'd JS (KB = 1000 bytes, the stricter reading)
};

/**
 * @typedef {{ name: string, kind: 'page' | 'article' | 'static', url: string }} Target
 * @param {{
 *   targets: Target[],
 *   runs: number,
 *   deadline: number,
 *   chromePath: string,
 *   chromeFlags: string[],
 *   debugPort: number,
 *   log: (line: string) => void,
 * }} options
 */
export async function measureLighthouse({ targets, runs, deadline, chromePath, chromeFlags, debugPort, log }) {
  /** @type {Record<string, any[]>} */
  const samples = Object.fromEntries(targets.map((t) => [t.name, []]));
  /** @type {any} */
  let environment = null;
  let truncated = false;
  let spentMs = 0;
  let measured = 0;
  let launches = 0;
  /** Runs Lighthouse gave up on (e.g. NO_NAVSTART, "please run Lighthouse again"), each retried once. */
  /** @type {Array<{ page: string, run: number, attempt: number, error: string }>} */
  const failures = [];
  // Chromium's DevTools port cycles over 8 ports from debugPort, so a port closed a moment ago
  // (its connections in TIME_WAIT) is not asked for again at once.
  const audit = async (/** @type {string} */ url) => {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, port: debugPort + (launches++ % 8), logLevel: 'silent' });
    try {
      return await auditWith(url, chrome.port);
    } finally {
      await Promise.resolve(chrome.kill()).catch(() => {});
    }
  };
  {
    // One unmeasured run: the first Chromium and the first page loads pay for cold disk caches.
    await audit(targets[0].url).catch((/** @type {any} */ e) => log(`warm-up run failed: ${e?.message ?? e}`));
    outer: for (let run = 0; run < runs; run++) {
      for (const target of targets) {
        const average = measured ? spentMs / measured : 20_000;
        if (Date.now() + average > deadline) {
          truncated = true;
          break outer;
        }
        const t0 = Date.now();
        /** @type {any} */
        let lhr = null;
        for (let attempt = 1; attempt <= 2 && !lhr; attempt++) {
          try {
            lhr = await audit(target.url);
          } catch (error) {
            const message = String(/** @type {any} */ (error)?.message ?? error);
            failures.push({ page: target.name, run: run + 1, attempt, error: message });
            log(`lighthouse ${run + 1}/${runs} ${target.name}: attempt ${attempt} failed: ${message}`);
          }
        }
        spentMs += Date.now() - t0;
        if (!lhr) {
          measured++;
          continue;
        }
        measured++;
        environment ??= {
          lighthouse: lhr.lighthouseVersion,
          userAgent: lhr.environment?.hostUserAgent,
          benchmarkIndex: lhr.environment?.benchmarkIndex,
          formFactor: lhr.configSettings?.formFactor,
          throttlingMethod: lhr.configSettings?.throttlingMethod,
          throttling: lhr.configSettings?.throttling,
          screenEmulation: lhr.configSettings?.screenEmulation,
        };
        const sample = sampleOf(lhr);
        samples[target.name].push(sample);
        log(
          `lighthouse ${run + 1}/${runs} ${target.name}: perf ${sample.performance ?? '–'}, LCP ${sample.lcpMs ?? '–'} ms, ` +
            `TBT ${sample.tbtMs ?? '–'} ms, JS ${kb(sample.js.transferBytes)} KB in ${sample.js.requests} (${Math.round((Date.now() - t0) / 1000)} s)`,
        );
      }
    }
  }
  return { environment: { lighthouse: LIGHTHOUSE_VERSION, ...environment }, samples, truncated, failures };
}

/** @param {string} url @param {number} port */
async function auditWith(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** The figures of one Lighthouse result. @param {any} lhr */
function sampleOf(lhr) {
  const a = lhr.audits;
  const num = (/** @type {string} */ id) => {
    const v = a[id]?.numericValue;
    return typeof v === 'number' ? round(v) : null;
  };
  const summary = /** @type {any[]} */ (a['resource-summary']?.details?.items ?? []);
  const script = summary.find((i) => i.resourceType === 'script') ?? { requestCount: 0, transferSize: 0 };
  const total = summary.find((i) => i.resourceType === 'total') ?? { requestCount: 0, transferSize: 0 };
  const requests = /** @type {any[]} */ (a['network-requests']?.details?.items ?? []);
  const scripts = requests
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: r.url, transferBytes: r.transferSize ?? 0, resourceBytes: r.resourceSize ?? 0 }))
    .sort((x, y) => y.transferBytes - x.transferBytes);
  const observed = a.metrics?.details?.items?.[0] ?? {};
  const score = lhr.categories?.performance?.score;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: num('largest-contentful-paint'),
    cls: a['cumulative-layout-shift']?.numericValue ?? null,
    tbtMs: num('total-blocking-time'),
    fcpMs: num('first-contentful-paint'),
    speedIndexMs: num('speed-index'),
    // What the unthrottled page did on this machine, beside Lighthouse's simulated figures.
    observed: {
      fcpMs: observed.observedFirstContentfulPaint ?? null,
      lcpMs: observed.observedLargestContentfulPaint ?? null,
      loadMs: observed.observedLoad ?? null,
    },
    lcpElement: firstNode(a['largest-contentful-paint-element']?.details),
    // What moved: Lighthouse's layout-shifts audit, the largest shifts with their elements.
    layoutShifts: /** @type {any[]} */ (a['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((i) => ({ score: round(i.score ?? 0, 3), element: firstNode(i.node) })),
    js: {
      transferBytes: script.transferSize,
      requests: script.requestCount,
      resourceBytes: scripts.reduce((n, s) => n + s.resourceBytes, 0),
    },
    total: { transferBytes: total.transferSize, requests: total.requestCount },
    scripts,
    // Where the blocking time comes from: the main thread's longest tasks (Lighthouse
    // `long-tasks`, durations as simulated) and each script's evaluation (`bootup-time`).
    longTasks: /** @type {any[]} */ (a['long-tasks']?.details?.items ?? [])
      .slice(0, 5)
      .map((t) => ({ url: String(t.url ?? ''), durationMs: round(t.duration ?? 0), startMs: round(t.startTime ?? 0) })),
    bootup: /** @type {any[]} */ (a['bootup-time']?.details?.items ?? [])
      .slice(0, 5)
      .map((b) => ({ url: String(b.url ?? ''), scriptingMs: round(b.scripting ?? 0), parseMs: round(b.scriptParseCompile ?? 0) })),
    urls: requests.map((r) => r.url),
    warnings: lhr.runWarnings ?? [],
  };
}

/** A URL of the site as its path; another origin's (or 'Unattributable') as it is. @param {string} url */
function shortUrl(url) {
  try {
    const u = new URL(url);
    return u.hostname === '127.0.0.1' || u.hostname === 'localhost' ? u.pathname : url;
  } catch {
    return url || 'Unattributable';
  }
}

/** The label of the first DOM node named in an audit's details (the LCP element). @param {any} v @returns {string | null} */
function firstNode(v) {
  if (!v || typeof v !== 'object') return null;
  if (v.type === 'node')
    return (v.nodeLabel ? `${v.nodeLabel} (${v.snippet ?? ''})` : String(v.snippet ?? '')).replace(/\s+/g, ' ').slice(0, 160) || null;
  for (const x of Array.isArray(v) ? v : Object.values(v)) {
    const found = firstNode(x);
    if (found) return found;
  }
  return null;
}

/**
 * Medians per target, the goals beside them.
 * @param {Target[]} targets @param {Record<string, any[]>} samples
 */
export function summarize(targets, samples) {
  /** @type {Record<string, any>} */
  const pages = {};
  for (const t of targets) {
    const list = samples[t.name];
    const of = (/** @type {(s: any) => number | null} */ pick) => stats(list.map(pick));
    pages[t.name] = {
      kind: t.kind,
      url: t.url,
      runs: list.length,
      performance: of((s) => s.performance),
      lcpMs: of((s) => s.lcpMs),
      cls: of((s) => s.cls),
      tbtMs: of((s) => s.tbtMs),
      fcpMs: of((s) => s.fcpMs),
      speedIndexMs: of((s) => s.speedIndexMs),
      observedLcpMs: of((s) => s.observed.lcpMs),
      jsTransferBytes: of((s) => s.js.transferBytes),
      jsRequests: of((s) => s.js.requests),
      jsResourceBytes: of((s) => s.js.resourceBytes),
      totalTransferBytes: of((s) => s.total.transferBytes),
      totalRequests: of((s) => s.total.requests),
      lcpElements: [...new Set(list.map((s) => s.lcpElement).filter(Boolean))],
      layoutShiftsOfFirstRun: list[0]?.layoutShifts ?? [],
      warnings: [...new Set(list.flatMap((s) => s.warnings))],
    };
  }
  const article = targets.find((t) => t.kind === 'article');
  const copy = targets.find((t) => t.kind === 'static');
  const a = article && pages[article.name];
  const c = copy && pages[copy.name];
  const lcpRatio = a?.lcpMs && c?.lcpMs ? round(a.lcpMs.median / c.lcpMs.median, 2) : null;
  // The article's scripts: per file (the site's own by path, anything from elsewhere by its
  // whole address without the query, so it stands out), the requests of one view and the
  // median over the runs of its transferred bytes in that view.
  const origin = article ? new URL(article.url).origin : '';
  /** @type {Map<string, { bytes: number[], requests: number }>} */
  const perFile = new Map();
  for (const s of article ? samples[article.name] : []) {
    /** @type {Map<string, { bytes: number, requests: number }>} */
    const view = new Map();
    for (const f of s.scripts) {
      const u = new URL(f.url);
      const path = u.origin === origin ? u.pathname : `${u.origin}${u.pathname}`;
      const v = view.get(path) ?? { bytes: 0, requests: 0 };
      view.set(path, { bytes: v.bytes + f.transferBytes, requests: v.requests + 1 });
    }
    for (const [path, v] of view) {
      const all = perFile.get(path) ?? { bytes: [], requests: 0 };
      perFile.set(path, { bytes: [...all.bytes, v.bytes], requests: Math.max(all.requests, v.requests) });
    }
  }
  const articleScripts = [...perFile]
    .map(([path, v]) => ({ path, requests: v.requests, transferBytes: stats(v.bytes)?.median ?? 0, runs: v.bytes.length }))
    .sort((x, y) => y.transferBytes - x.transferBytes);
  /** @type {Array<{ goal: string, page: string, measured: string, met: boolean | null }>} */
  const goals = [];
  for (const t of targets.filter((x) => x.kind !== 'static')) {
    const p = pages[t.name];
    goals.push(
      {
        goal: `performance ≥ ${GOALS.performance}`,
        page: t.name,
        measured: fmt(p.performance?.median),
        met: p.performance ? p.performance.median >= GOALS.performance : null,
      },
      { goal: `CLS ≤ ${GOALS.cls}`, page: t.name, measured: fmt(p.cls?.median, 3), met: p.cls ? p.cls.median <= GOALS.cls : null },
      {
        goal: `TBT ≤ ${GOALS.tbtMs} ms`,
        page: t.name,
        measured: `${fmt(p.tbtMs?.median)} ms`,
        met: p.tbtMs ? p.tbtMs.median <= GOALS.tbtMs : null,
      },
    );
  }
  if (a && c)
    goals.push({
      goal: `article LCP ≤ ${GOALS.articleLcpRatio}× its static copy`,
      page: article.name,
      measured: `${fmt(a.lcpMs?.median)} ms / ${fmt(c.lcpMs?.median)} ms = ${lcpRatio ?? '–'}×`,
      met: lcpRatio == null ? null : lcpRatio <= GOALS.articleLcpRatio,
    });
  if (a)
    goals.push({
      goal: `first article view ≤ ${GOALS.articleJsBytes / 1000} KB gzip'd JS`,
      page: article.name,
      measured: `${kb(a.jsTransferBytes?.median)} KB (${kib(a.jsTransferBytes?.median)} KiB) in ${fmt(a.jsRequests?.median)} requests`,
      met: a.jsTransferBytes ? a.jsTransferBytes.median <= GOALS.articleJsBytes : null,
    });
  const articleFirstRun = article ? samples[article.name]?.[0] : undefined;
  const mainThread = { longTasks: articleFirstRun?.longTasks ?? [], bootup: articleFirstRun?.bootup ?? [] };
  return { pages, articleLcpRatio: lcpRatio, articleScripts, mainThread, goals };
}

/**
 * bench/results/pages-<date>-lighthouse.{json,md}.
 * @param {string} dir @param {any} report
 */
export function writeLighthouseReport(dir, report) {
  const stamp = report.date.slice(0, 10);
  const { samples, ...rest } = report;
  const slim = Object.fromEntries(
    Object.entries(/** @type {Record<string, any[]>} */ (samples)).map(([name, list]) => [
      name,
      list.map(({ urls: _urls, scripts: _scripts, ...s }) => s),
    ]),
  );
  writeFileSync(join(dir, `pages-${stamp}-lighthouse.json`), JSON.stringify({ ...rest, samples: slim }, null, 2) + '\n');

  const s = report.summary;
  const mark = (/** @type {boolean | null} */ met) => (met == null ? '' : met ? ' met' : ' **missed**');
  const range = (/** @type {any} */ v, /** @type {number} */ digits = 0) =>
    v ? `${fmt(v.median, digits)} (${fmt(v.min, digits)}–${fmt(v.max, digits)})` : '–';
  const rows = Object.entries(s.pages).map(([name, /** @type {any} */ p]) => {
    const goal = p.kind !== 'static';
    return (
      `| ${name} | ${p.runs} | ${range(p.performance)}${goal && p.performance ? mark(p.performance.median >= GOALS.performance) : ''} ` +
      `| ${range(p.lcpMs)} | ${range(p.cls, 3)}${goal && p.cls ? mark(p.cls.median <= GOALS.cls) : ''} ` +
      `| ${range(p.tbtMs)}${goal && p.tbtMs ? mark(p.tbtMs.median <= GOALS.tbtMs) : ''} | ${range(p.fcpMs)} | ${range(p.speedIndexMs)} ` +
      `| ${kb(p.jsTransferBytes?.median)}${p.kind === 'article' && p.jsTransferBytes ? mark(p.jsTransferBytes.median <= GOALS.articleJsBytes) : ''} ` +
      `| ${fmt(p.jsRequests?.median)} | ${kb(p.totalTransferBytes?.median)} in ${fmt(p.totalRequests?.median)} | ${range(p.observedLcpMs)} |`
    );
  });
  const env = report.environment;
  const md = [
    `# Lighthouse page benchmark, ${stamp}`,
    '',
    `Made by (after \`npm run build\`, under \`flock /tmp/livefully-test.lock\`):`,
    '',
    '```',
    report.command,
    '```',
    '',
    `Lighthouse ${env.lighthouse} (npm, Node API, performance category) driving Chromium at \`${report.machine.chromiumPath}\` through chrome-launcher with ${report.machine.chromiumFlags.join(' ')}; ` +
      `its mobile defaults: form factor ${env.formFactor}, throttling ${env.throttlingMethod} (RTT ${env.throttling?.rttMs} ms, ${env.throttling?.throughputKbps} kbps, CPU ×${env.throttling?.cpuSlowdownMultiplier}), ` +
      `${env.screenEmulation?.width}×${env.screenEmulation?.height} screen. User agent of the host: ${env.userAgent}; benchmark index ${env.benchmarkIndex}.`,
    `Machine: Node ${report.machine.node}, ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGiB} GiB; Chromium, the site (embedded stack: PostgreSQL, four services, the gateway, the renderer) and Lighthouse share the cores. ` +
      `Load average (1, 5, 15 min) ${report.machine.loadAverage?.before?.join(', ')} before the Lighthouse runs, ${report.machine.loadAverage?.after?.join(', ')} after. ${report.runsPerPage} runs per page, round-robin, after one unmeasured warm-up run${report.truncated ? ' (**stopped early by --max-seconds**: see the runs column)' : ''}; ${report.seconds} s in all.`,
    '',
    "Each cell is the median (min–max) of the runs. LCP, FCP, Speed Index and TBT are Lighthouse's simulated figures (what its mobile throttling predicts from the trace); " +
      '"observed LCP" is what the page did unthrottled on loopback. JS is `resource-summary`\'s script transfer size: bytes as sent (gzip\'d, headers included) on a cold load, ' +
      "KB = 1000 bytes. The static copy is the article's rendered page with its scripts, preloads and images removed and the site's CSS inlined, served gzip'd from a loopback server in the bench (the baseline of the Playwright part): it has no goals of its own.",
    '',
    `| page | runs | performance (goal ≥ ${GOALS.performance}) | LCP ms | CLS (goal ≤ ${GOALS.cls}) | TBT ms (goal ≤ ${GOALS.tbtMs}) | FCP ms | Speed Index ms | JS KB (article goal ≤ ${GOALS.articleJsBytes / 1000}) | JS requests | all KB in requests | observed LCP ms |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '## Goals of issue 14',
    '',
    '| goal | page | measured (median) | |',
    '|---|---|---|---|',
    ...s.goals.map(
      (/** @type {any} */ g) => `| ${g.goal} | ${g.page} | ${g.measured} | ${g.met == null ? 'no figure' : g.met ? 'met' : '**missed**'} |`,
    ),
    '',
    `Met ${s.goals.filter((/** @type {any} */ g) => g.met).length} of ${s.goals.length}.`,
    '',
    `## JavaScript of the article (\`${report.articlePath}\`, cold), largest first`,
    '',
    "Transferred bytes per file (median over the runs, gzip'd as sent, headers included):",
    '',
    '| file | requests | KB |',
    '|---|---|---|',
    ...s.articleScripts.map((/** @type {any} */ f) => `| \`${f.path}\` | ${f.requests} | ${kb(f.transferBytes)} |`),
    '',
    "Main thread of the article, first run: the longest tasks (Lighthouse `long-tasks`, simulated ms, the file they are attributed to) and each script's evaluation (`bootup-time`):",
    '',
    '| longest tasks | start ms | ms |',
    '|---|---|---|',
    ...(s.mainThread?.longTasks ?? []).map((/** @type {any} */ t) => `| \`${shortUrl(t.url)}\` | ${t.startMs} | ${t.durationMs} |`),
    '',
    '| script | scripting ms | parse + compile ms |',
    '|---|---|---|',
    ...(s.mainThread?.bootup ?? []).map((/** @type {any} */ b) => `| \`${shortUrl(b.url)}\` | ${b.scriptingMs} | ${b.parseMs} |`),
    '',
    'LCP element per page (Lighthouse `largest-contentful-paint-element`):',
    '',
    ...Object.entries(s.pages).map(
      ([name, /** @type {any} */ p]) =>
        `- ${name}: ${p.lcpElements.map((/** @type {any} */ e) => `\`${String(e).replace(/`/g, "'")}\``).join(', ') || '–'}`,
    ),
    '',
    'Largest layout shifts per page, first run (Lighthouse `layout-shifts`: score, element):',
    '',
    ...Object.entries(s.pages).map(
      ([name, /** @type {any} */ p]) =>
        `- ${name}: ${p.layoutShiftsOfFirstRun.map((/** @type {any} */ x) => `${x.score} \`${String(x.element).replace(/`/g, "'")}\``).join('; ') || 'none'}`,
    ),
    '',
    report.adminRemoteFetchedOnPublicPages.length
      ? `**FAIL**: public pages fetched mf-admin: ${[...new Set(report.adminRemoteFetchedOnPublicPages)].join(', ')}`
      : 'No public page fetched anything under `/remotes/mf-admin/`.',
    ...(report.failures?.length
      ? [
          '',
          'Lighthouse runs that failed (each retried once; a run failed twice has no sample):',
          '',
          ...report.failures.map((/** @type {any} */ f) => `- ${f.page}, run ${f.run}, attempt ${f.attempt}: ${f.error}`),
        ]
      : []),
    ...(Object.values(s.pages).some((/** @type {any} */ p) => p.warnings.length)
      ? [
          '',
          'Lighthouse run warnings:',
          '',
          ...Object.entries(s.pages).flatMap(([name, /** @type {any} */ p]) =>
            p.warnings.map((/** @type {string} */ w) => `- ${name}: ${w}`),
          ),
        ]
      : []),
    '',
  ].join('\n');
  writeFileSync(join(dir, `pages-${stamp}-lighthouse.md`), md);
  return md;
}

/** @param {Array<number | null>} values */
function stats(values) {
  const xs = /** @type {number[]} */ (values.filter((x) => x != null)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = (xs.length - 1) / 2;
  const median = (xs[Math.floor(mid)] + xs[Math.ceil(mid)]) / 2;
  return { median: round(median, 4), min: round(xs[0], 4), max: round(xs[xs.length - 1], 4) };
}

/** @param {number | null | undefined} v @param {number} [digits] */
function fmt(v, digits = 0) {
  return v == null ? '–' : digits ? v.toFixed(digits) : String(Math.round(v));
}
/** @param {number | null | undefined} bytes */
function kb(bytes) {
  return bytes == null ? '–' : (bytes / 1000).toFixed(1);
}
/** @param {number | null | undefined} bytes */
function kib(bytes) {
  return bytes == null ? '–' : (bytes / 1024).toFixed(1);
}
/** @param {number} n @param {number} [digits] */
function round(n, digits = 1) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
