// @ts-check
/** bench/results/pages-issue28-<date>.{json,md}: issue 28's goals, pass or miss per page. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { restoreTimes } from './event-timing.mjs';
import { GOALS, fmt, kb, lighthouseVerdicts, mark, stats } from './goals.mjs';

/** @param {string} dir @param {any} report @returns {string} the Markdown */
export function writeIssue28Report(dir, report) {
  const day = report.date.slice(0, 10);
  /** @type {import('./goals.mjs').Verdict[]} */
  const verdicts = [];
  const lh = report.lighthouse;
  if (lh) verdicts.push(...lighthouseVerdicts(report.pages, lh.pages, lh.copyPages));
  if (report.bytes)
    for (const page of report.pages) {
      const b = report.bytes[page];
      if (!b) continue;
      const jsGoal = page === report.article ? GOALS.jsBytes.article : GOALS.jsBytes[page];
      if (jsGoal)
        verdicts.push({
          goal: `first-view JS gzip'd (article ≤ ${GOALS.jsBytes.article / 1000} KB, /blog ≤ ${GOALS.jsBytes['/blog'] / 1000} KB)`,
          page,
          measured: `${kb(b.js.gzipBytes)} KB in ${b.js.files} files (≤ ${jsGoal / 1000})`,
          met: b.js.gzipBytes <= jsGoal,
        });
      verdicts.push({
        goal: `render-blocking CSS ≤ ${GOALS.blockingCssBytes / 1000} KB gzip'd`,
        page,
        measured: `${kb(b.blockingCss.gzipBytes)} KB in ${b.blockingCss.files} sheets`,
        met: b.blockingCss.gzipBytes <= GOALS.blockingCssBytes,
      });
    }
  const steps = sessionSteps(report.session);
  for (const s of steps)
    verdicts.push({
      goal: `next paint ≤ ${GOALS.interactionMs} ms (4× CPU slowdown)`,
      page: `session: ${s.name}`,
      measured: s.measured,
      met: s.median == null ? (s.withEntries === 0 && s.runs > 0 && !s.failed ? true : null) : s.median <= GOALS.interactionMs,
    });
  const nav = report.navigation?.runs ?? [];
  for (const reducedMotion of [false, true]) {
    const runs = nav.filter((/** @type {any} */ n) => Boolean(n.reducedMotion) === reducedMotion);
    const navLcp = stats(runs.map((/** @type {any} */ n) => n.lcpAfterClickMs));
    if (runs.length)
      verdicts.push({
        goal: `prefetched (prerendered) article's LCP ≤ ${GOALS.navigationLcpMs} ms after the click`,
        page: `hover, click: ${runs[0].article}, ${reducedMotion ? 'less motion asked for (no crossfade)' : 'with the crossfade between pages'}`,
        measured: `${fmt(navLcp?.median)} ms (${fmt(navLcp?.min)}–${fmt(navLcp?.max)}), ${runs.map((/** @type {any} */ n) => arrival(n)).join(', ')}`,
        met: navLcp ? navLcp.median <= GOALS.navigationLcpMs : null,
      });
  }

  writeFileSync(join(dir, `pages-issue28-${day}.json`), `${JSON.stringify({ ...report, verdicts }, null, 2)}\n`);

  const range = (/** @type {any} */ v, digits = 0) => (v ? `${fmt(v.median, digits)} (${fmt(v.min, digits)}–${fmt(v.max, digits)})` : '–');
  const m = report.machine;
  const lines = [
    `# Issue 28 page goals, ${day}`,
    '',
    'Made by (after `npm run build`):',
    '',
    '```',
    report.command,
    '```',
    '',
    `Commit ${report.git.commit}${report.git.dirty ? ' (with uncommitted changes)' : ''}; Node ${m.node}, ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, shared by the site, Chromium and the bench; ` +
      `Chromium ${m.chromium ?? '–'} (\`${m.chromiumPath}\`, ${m.chromiumFlags.join(' ')}); ${report.seconds} s in all.` +
      (lh
        ? ` Lighthouse ${lh.environment?.lighthouse} (mobile defaults: ${lh.environment?.formFactor}, ${lh.environment?.throttlingMethod} throttling, CPU ×${lh.environment?.throttling?.cpuSlowdownMultiplier}); load average ${lh.loadAverage.before.join(', ')} before it, ${lh.loadAverage.after.join(', ')} after${lh.truncated ? '; **stopped early by --max-seconds**' : ''}.`
        : ''),
    '',
    '## Goals',
    '',
    'Medians of the runs; KB = 1000 bytes. Measured, not asserted.',
    '',
    ...goalTables(report.pages, verdicts),
    `Passed ${verdicts.filter((v) => v.met).length} of ${verdicts.length}${verdicts.some((v) => v.met == null) ? ` (${verdicts.filter((v) => v.met == null).length} without a figure)` : ''}.`,
    '',
  ];
  if (lh)
    lines.push(
      '## Lighthouse: each page and its static copy',
      '',
      "Median (min–max) of the runs, page and copy measured side by side in each round. LCP, FCP and TBT are Lighthouse's simulated figures; observed LCP is what the page did unthrottled on loopback. " +
        "JS is `resource-summary`'s script transfer (as the browser was answered, headers included). " +
        'The copy is the HTML the site sends for the page with every script and script preload removed and each stylesheet inlined; it is served from a loopback server in the bench ' +
        "that answers the copy encoded as the site encoded the page and passes every other request (images, fonts) through to the site as it comes: the site's own origin cannot serve it (its CSP allows no `<style>` element, and its Cross-Origin-Resource-Policy would refuse another origin its images).",
      '',
      '| page | runs | performance | LCP ms | copy LCP ms | TBT ms | CLS | FCP ms | copy FCP ms | observed LCP ms | JS KB | copy HTML KB (sent) |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...report.pages.map((/** @type {string} */ page) => {
        const p = lh.pages[page];
        const c = lh.copyPages[page];
        const copy = lh.copies[page];
        return (
          `| ${page} | ${p.runs}+${c.runs} | ${range(p.performance)} | ${range(p.lcpMs)} | ${range(c.lcpMs)} | ${range(p.tbtMs)} | ${range(p.cls, 3)} | ${range(p.fcpMs)} | ${range(c.fcpMs)} ` +
          `| ${range(p.observedLcpMs)} | ${kb(p.jsTransferBytes?.median)} | ${kb(copy?.htmlBytes)} (${kb(copy?.sent?.sent)} ${copy?.sent?.encoding ?? 'plain'}) |`
        );
      }),
      '',
      'LCP element (page / copy) and the largest layout shifts of the first run:',
      '',
      ...report.pages.map(
        (/** @type {string} */ page) =>
          `- ${page}: ${lh.pages[page].lcpElements.map(code).join(', ') || '–'} / ${lh.copyPages[page].lcpElements.map(code).join(', ') || '–'}` +
          (lh.pages[page].layoutShifts.length
            ? `; shifts ${lh.pages[page].layoutShifts.map((/** @type {any} */ s) => `${s.score} ${code(s.element)}`).join(', ')}`
            : ''),
      ),
      ...(lh.failures?.length
        ? [
            '',
            'Failed Lighthouse runs (each retried once):',
            '',
            ...lh.failures.map((/** @type {any} */ f) => `- ${f.page}, run ${f.run}, attempt ${f.attempt}: ${f.error}`),
          ]
        : []),
      '',
    );
  if (report.bytes)
    lines.push(
      '## First view bytes',
      '',
      "A new browser context per page, loaded until network idle and one more second. JS: every script file of the view; render-blocking CSS: the stylesheets Chromium marked `renderBlockingStatus: 'blocking'` and each `<style>` the page carries in its head (its text gzip'd at level 6). " +
        "gzip'd = each file asked again with `Accept-Encoding: gzip` only, body bytes as sent; browser = Resource Timing `encodedBodySize`, as the browser was answered.",
      '',
      "| page | JS files | JS gzip'd KB | JS browser KB | JS decoded KB | blocking CSS sheets (files and carried) | blocking CSS gzip'd KB | decoded KB |",
      '|---|---|---|---|---|---|---|---|',
      ...report.pages
        .filter((/** @type {string} */ p) => report.bytes[p])
        .map((/** @type {string} */ page) => {
          const b = report.bytes[page];
          return `| ${page} | ${b.js.files} | ${kb(b.js.gzipBytes)} | ${kb(b.js.browserBytes)} | ${kb(b.js.decodedBytes)} | ${b.blockingCss.files} | ${kb(b.blockingCss.gzipBytes)} | ${kb(b.blockingCss.decodedBytes)} |`;
        }),
      '',
      ...report.pages
        .filter((/** @type {string} */ p) => report.bytes[p] && (p === report.article || p === '/blog'))
        .flatMap((/** @type {string} */ page) => [
          `Scripts of ${page} (gzip'd KB): ${report.bytes[page].js.list.map((/** @type {any} */ f) => `\`${f.path}\` ${kb(f.gzipBytes)}`).join(', ')}.`,
          '',
        ]),
    );
  if (steps.length)
    lines.push(
      '## Reading session (4× CPU slowdown)',
      '',
      `Category chosen: ${report.session.category ?? '–'}. Per step, the median (min–max) over the runs of its next paint: the longest Event Timing entry (durationThreshold 16) of its interactions (INP-style); "< 16" when no entry reached 16 ms. ` +
        "A step that changed the document also shows the new document's paint: its LCP from navigation start (or activation), or for a page restored from the back/forward cache the first frame after its pageshow's dispatch (also shown from the restore's start, the pageshow's timeStamp, and from the step's start: between those, Playwright's DevTools agent restyles, lays out and paints the restored page, which no reader's browser does).",
      '',
      '| step | runs | next paint ms | interactions (events, target) | new document |',
      '|---|---|---|---|---|',
      ...steps.map((s) => `| ${s.name} | ${s.runs} | ${s.measured} | ${s.detail} | ${s.document} |`),
      '',
    );
  if (nav.length)
    lines.push(
      '## Prefetched navigation',
      '',
      "On /blog (Puppeteer, which lets Chromium prerender: see navigation.mjs), the pointer rests on the article's link for 1.5 s, then clicks. From the click: to the new page's activation (its navigation start when not prerendered), then its LCP after that (`max(0, LCP − activationStart)`, as web-vitals counts it). No throttling. Each run twice: with the crossfade between pages, and with less motion asked for (`prefers-reduced-motion: reduce`: no crossfade).",
      '',
      '| run | article | motion | arrived | LCP ms after the click | LCP ms after activation / start | LCP element |',
      '|---|---|---|---|---|---|---|',
      ...nav.map(
        (/** @type {any} */ n, /** @type {number} */ i) =>
          `| ${Math.floor(i / 2) + 1} | ${n.article} | ${n.reducedMotion ? 'less (no crossfade)' : 'crossfade'} | ${n.failed ? `failed: ${code(n.failed)}` : arrival(n)} | ${fmt(n.lcpAfterClickMs)} | ${fmt(n.lcpAfterStartMs)} | ${n.lcp?.element ?? '–'} |`,
      ),
      '',
    );
  const md = lines.join('\n');
  writeFileSync(join(dir, `pages-issue28-${day}.md`), md);
  return md;
}

/** @param {any} n */
function arrival(n) {
  return n.prerendered
    ? 'prerendered'
    : n.deliveryType === 'navigational-prefetch'
      ? 'prefetched'
      : `not prefetched (${n.deliveryType || n.type})`;
}

/** @param {unknown} s */
function code(s) {
  return `\`${String(s).replace(/`/g, "'").replace(/\|/g, '/')}\``;
}

/** The session's steps, each over the runs. @param {any} session */
function sessionSteps(session) {
  if (!session) return [];
  /** @type {Map<string, any[]>} */
  const byName = new Map();
  for (const run of session.runs)
    for (const s of run.steps) if (s.name !== 'open /blog') byName.set(s.name, [...(byName.get(s.name) ?? []), s]);
  return [...byName].map(([name, list]) => {
    const latency = stats(list.map((s) => s.latencyMs));
    const withEntries = list.filter((s) => s.latencyMs != null).length;
    const sources = [...new Set(list.filter((s) => s.latencyMs != null).map((s) => s.source))];
    const failed = list.filter((s) => s.error);
    const docs = list
      .map((s) =>
        s.restore
          ? `bfcache, ${restoreTimes(s.restore)}`
          : s.navigation
            ? `LCP ${fmt(s.navigation.lcpAfterStartMs)} ms (${arrival(s.navigation)})`
            : null,
      )
      .filter(Boolean);
    const events = [
      ...new Set(list.flatMap((s) => s.interactions.map((/** @type {any} */ i) => `${i.events.join('+')} on ${i.target ?? '?'}`))),
    ];
    return {
      name,
      runs: list.length,
      median: latency?.median ?? null,
      withEntries,
      failed: failed.length > 0,
      measured:
        (latency
          ? `${fmt(latency.median)} (${fmt(latency.min)}–${fmt(latency.max)}) from ${sources.join(' / ')}${withEntries < list.length ? `, < 16 in ${list.length - withEntries}` : ''}`
          : '< 16') +
        (failed.length ? `; failed: ${failed.map((s) => s.error).join('; ')}` : '') +
        // A filter the page did not apply (a native select before the list is alive) is said beside its figure.
        (list.some((s) => /did not change/.test(s.note ?? '')) ? '; the list did not change' : ''),
      detail: [...events, ...new Set(list.map((s) => s.note).filter(Boolean))].join('; ') || '–',
      document: docs.join('; ') || '–',
    };
  });
}

/**
 * The verdicts as two tables: one row per page with a column per page goal (a cell: the figure
 * and pass or miss), then the session's and the navigation's goals, one row each.
 * @param {string[]} pages @param {import('./goals.mjs').Verdict[]} verdicts
 */
function goalTables(pages, verdicts) {
  const perPage = verdicts.filter((v) => pages.includes(v.page));
  const goals = [...new Set(perPage.map((v) => v.goal))];
  const rest = verdicts.filter((v) => !pages.includes(v.page));
  const cell = (/** @type {import('./goals.mjs').Verdict | undefined} */ v) => (v ? `${v.measured} ${mark(v.met)}` : '–');
  return [
    ...(goals.length
      ? [
          `| page | ${goals.join(' | ')} |`,
          `|---|${goals.map(() => '---|').join('')}`,
          ...pages.map(
            (page) => `| ${page} | ${goals.map((g) => cell(perPage.find((v) => v.page === page && v.goal === g))).join(' | ')} |`,
          ),
          '',
        ]
      : []),
    ...(rest.length
      ? [
          '| goal | what | measured | |',
          '|---|---|---|---|',
          ...rest.map((v) => `| ${v.goal} | ${v.page} | ${v.measured} | ${mark(v.met)} |`),
          '',
        ]
      : []),
  ];
}
