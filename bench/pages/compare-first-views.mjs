// @ts-check
/**
 * Two first-view byte counts of the same pages side by side, the second against the first as
 * its baseline: what a change added to what a reader downloads.
 *
 *   node bench/pages/compare-first-views.mjs BEFORE.json AFTER.json OUT.md
 *
 * Each input is the JSON `bench/pages/issue28.mjs --parts bytes` writes for one build (run it
 * once on the baseline's checkout and once on the change's, with the same --pages). The table
 * gives each page's JavaScript and render-blocking CSS, gzip'd, before and after and their
 * ratio, names every script the after build loads that the before build did not, and every
 * script of both whose size changed (file names compared without their content hash).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [beforeFile, afterFile, outFile] = process.argv.slice(2);
if (!beforeFile || !afterFile || !outFile) {
  console.error('usage: node bench/pages/compare-first-views.mjs BEFORE.json AFTER.json OUT.md');
  process.exit(2);
}
const read = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));
const before = read(beforeFile);
const after = read(afterFile);
const unhashed = (/** @type {string} */ path) => path.replace(/\.[0-9a-f]{8,}\.(m?js)$/, '.$1');
const kb = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);
const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b === 0 ? '–' : `${(a / b).toFixed(3)}×`);

const rows = [];
const added = [];
const changed = [];
for (const page of Object.keys(after.bytes)) {
  const b = before.bytes[page];
  const a = after.bytes[page];
  if (!b) continue;
  rows.push(
    `| ${page} | ${kb(b.js.gzipBytes)} | ${kb(a.js.gzipBytes)} | ${ratio(a.js.gzipBytes, b.js.gzipBytes)} | ` +
      `${kb(b.blockingCss.gzipBytes)} | ${kb(a.blockingCss.gzipBytes)} | ${ratio(a.blockingCss.gzipBytes, b.blockingCss.gzipBytes)} |`,
  );
  const known = new Map(b.js.list.map((/** @type {{path: string, gzipBytes: number}} */ f) => [unhashed(f.path), f]));
  for (const file of a.js.list) {
    const was = known.get(unhashed(file.path));
    if (!was) added.push(`${page}: \`${file.path}\` ${kb(file.gzipBytes)} KB`);
    else if (was.gzipBytes !== file.gzipBytes)
      changed.push(
        `${page}: \`${unhashed(file.path)}\` ${was.gzipBytes} → ${file.gzipBytes} bytes (${file.gzipBytes - was.gzipBytes > 0 ? '+' : ''}${file.gzipBytes - was.gzipBytes})`,
      );
  }
}

const report = [
  `# First-view bytes: ${after.git?.commit ?? 'after'} against ${before.git?.commit ?? 'before'}`,
  '',
  'Made by:',
  '',
  '```',
  `# on the baseline's checkout, then on the change's, each after \`npm run build\`:`,
  before.command,
  after.command,
  `node bench/pages/compare-first-views.mjs ${beforeFile} ${afterFile} ${outFile}`,
  '```',
  '',
  "KB = 1000 bytes, gzip'd. JS is every script file a first view loads; CSS is what blocks the first paint.",
  '',
  '| page | JS before | JS after | ratio | CSS before | CSS after | ratio |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
  added.length
    ? `Scripts the after build loads that the baseline did not:\n\n${added.map((line) => `- ${line}`).join('\n')}`
    : 'The after build loads no script the baseline did not.',
  '',
  changed.length
    ? `Scripts of both builds whose size changed:\n\n${changed.map((line) => `- ${line}`).join('\n')}`
    : 'No script of both builds changed size.',
  '',
].join('\n');
writeFileSync(outFile, report);
console.log(report);
