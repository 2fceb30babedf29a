// @ts-check
/**
 * Two Lighthouse runs of bench/pages side by side, the second against the first: whether a change
 * moved the pages' layout or made their largest paint later.
 *
 *   node bench/pages/compare-lighthouse.mjs BEFORE.json AFTER.json OUT.md [--goal 1.05]
 *
 * Each input is the JSON `bench/pages/run.mjs --parts lighthouse` writes, one run on the
 * baseline's checkout and one on the change's. Per page: the median CLS of each run, the median
 * LCP of each and their ratio, and the same ratio with each page's LCP first divided by the static
 * copy's LCP of its own run. The machine's cores are shared, so a run made at a busier moment is
 * slower as a whole; the static copy has no fonts, scripts or images and changes with neither build,
 * so dividing by it takes the moment out. A page meets the goal when its CLS is 0 after the
 * change in every run, as Lighthouse reports it (to three decimals), and that ratio is at most the
 * goal (1.05: no more than 5 % later).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { goal: { type: 'string', default: '1.05' } } });
const [beforeFile, afterFile, outFile] = positionals;
if (!beforeFile || !afterFile || !outFile) {
  console.error('usage: node bench/pages/compare-lighthouse.mjs BEFORE.json AFTER.json OUT.md [--goal 1.05]');
  process.exit(2);
}
const GOAL = Number(values.goal);
const read = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));
const before = read(beforeFile);
const after = read(afterFile);
const STATIC = (/** @type {any} */ run) => Object.entries(run.summary.pages).find(([, p]) => /** @type {any} */ (p).kind === 'static');
const [staticName, staticBefore] = /** @type {[string, any]} */ (STATIC(before));
const [, staticAfter] = /** @type {[string, any]} */ (STATIC(after));
const fixed = (/** @type {number} */ n, digits = 2) => n.toFixed(digits);

const rows = [];
let met = 0;
let pages = 0;
for (const [name, a] of Object.entries(after.summary.pages)) {
  const b = before.summary.pages[name];
  if (!b || a.kind === 'static') continue;
  pages++;
  const raw = a.lcpMs.median / b.lcpMs.median;
  const relative = a.lcpMs.median / staticAfter.lcpMs.median / (b.lcpMs.median / staticBefore.lcpMs.median);
  const ok = Number(fixed(a.cls.max, 3)) === 0 && relative <= GOAL;
  if (ok) met++;
  rows.push(
    `| ${name} | ${fixed(b.cls.median, 5)} | ${fixed(a.cls.median, 5)} (max ${fixed(a.cls.max, 5)}) | ${Math.round(b.lcpMs.median)} | ` +
      `${Math.round(a.lcpMs.median)} | ${fixed(raw)}× | ${fixed(relative)}× | ${ok ? 'met' : '**missed**'} |`,
  );
}
const md = [
  '# Lighthouse before and after',
  '',
  `Before: \`${beforeFile}\` (${before.date}); after: \`${afterFile}\` (${after.date}). Written by:`,
  '',
  '```',
  `node bench/pages/compare-lighthouse.mjs ${beforeFile} ${afterFile} ${outFile} --goal ${GOAL}`,
  '```',
  '',
  `Medians of ${before.runsPerPage} and ${after.runsPerPage} Lighthouse runs per page (mobile, simulated throttling). ` +
    `The static copy (\`${staticName}\`) painted its LCP at ${Math.round(staticBefore.lcpMs.median)} ms in the first run and ` +
    `${Math.round(staticAfter.lcpMs.median)} ms in the second: the "against the static copy" column divides each page's LCP by its run's, ` +
    'taking out how busy the shared machine was. Goal per page: CLS 0 in every run after, as Lighthouse reports it (three decimals; the table shows five), and that ratio at most ' +
    `${fixed(GOAL)}×.`,
  '',
  '| page | CLS before | CLS after | LCP ms before | LCP ms after | LCP after / before | against the static copy | goal |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `Met on ${met} of ${pages} pages.`,
  '',
].join('\n');
writeFileSync(outFile, md);
console.log(md);
