// @ts-check
/**
 * The spike behind the server-first design (docs/server-rendering.md, "Server-first: the
 * design"): what an article costs the browser when the whole application hydrates, against the
 * floor of an islands design and a copy with no JavaScript, measured by Lighthouse (mobile
 * defaults) in one run on the same rendered article.
 *
 *   node bench/pages/islands-spike.mjs [--runs 3]
 *
 * The site runs from startStack (ports 25700-25899, data in .data/bench-islands-spike). A
 * loopback server beside it serves two copies of the article's rendered HTML (everything else it
 * sends on to the gateway, so the stylesheets and images are the site's own):
 * - `no JavaScript`: every script and module preload removed;
 * - `islands floor`: the same, plus one island hydrated with React (react and react-dom/client,
 *   production builds, bundled by rolldown): a Share button whose server markup was rendered
 *   with react-dom/server, its props in a JSON script beside it. It is the least any islands
 *   design ships: React's client runtime and one root.
 * Results: bench/results/islands-spike-<date>.{json,md}.
 */
import { Buffer } from 'node:buffer';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'rolldown';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../deploy/embedded/chromium.mjs';
import { REPO_ROOT, startStack } from '../../deploy/embedded/stack.mjs';
import { bounded, gitState, machine, runLog } from '../harness.mjs';
import { ShareIsland } from './islands-spike/share-island.mjs';
import { measureLighthouse } from './lighthouse.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = bounded(values.runs, 1, 9);
const COMMAND = `node bench/pages/islands-spike.mjs --runs ${RUNS}`;
const PORT = 25_700;
const SPIKE_PORT = 25_890;
const ARTICLE = '/blog/family-game-night';
const dataDir = join(REPO_ROOT, '.data', 'bench-islands-spike');
const started = Date.now();
const log = runLog('spike', started);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The island's bundle: React's client runtime and one root, as production builds.
const bundle = await build({
  input: join(import.meta.dirname, 'islands-spike', 'entry.mjs'),
  write: false,
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  output: { format: 'esm', minify: true },
});
const islandJs = Buffer.from(bundle.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n'));
const islandGzip = gzipSync(islandJs).length;
log(`island bundle: ${islandJs.length} B, ${islandGzip} B gzip'd`);

const stack = await startStack({
  dataDir,
  port: PORT,
  servicePortBase: 25_800,
  pgPort: 25_732,
  authEmulatorPort: 25_790,
  mailSmtpPort: 25_795,
  mailWebPort: 25_796,
  onEvent: (part, message) => log(`${part}: ${message}`),
});
const gateway = `http://127.0.0.1:${PORT}`;
let rendered = '';
for (let i = 0; i < 50 && !rendered.includes('<h1'); i++) {
  const answer = await fetch(gateway + ARTICLE);
  rendered = answer.ok ? await answer.text() : '';
  if (!rendered.includes('<h1')) await new Promise((resolve) => setTimeout(resolve, 300));
}
const withoutScripts = rendered
  .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
  .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
  .replace(/<link\b[^>]*as="script"[^>]*>/g, '');
const props = { title: 'Bringing Back Family Game Night (Even With Teenagers)', url: `https://livefully.example${ARTICLE}` };
const island =
  `<div id="island-share">${renderToString(createElement(ShareIsland, props))}</div>` +
  `<script type="application/json" id="island-share-props">${JSON.stringify(props)}</script>` +
  '<script type="module" src="/spike/island.js"></script>';
const islands = withoutScripts.replace('</main>', `${island}</main>`);

const server = createServer(async (req, res) => {
  const send = (/** @type {string} */ type, /** @type {Buffer} */ body) =>
    res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' }).end(gzipSync(body));
  if (req.url === '/spike/static') return send('text/html; charset=utf-8', Buffer.from(withoutScripts));
  if (req.url === '/spike/islands') return send('text/html; charset=utf-8', Buffer.from(islands));
  if (req.url === '/spike/island.js') return send('text/javascript', islandJs);
  const upstream = await fetch(gateway + (req.url ?? '/'), { headers: { 'accept-encoding': 'identity' } });
  const headers = Object.fromEntries(
    [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)),
  );
  res.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
}).listen(SPIKE_PORT, '127.0.0.1');

/** @type {any} */
let measured;
try {
  measured = await measureLighthouse({
    targets: [
      { name: 'whole app hydrates', kind: 'article', url: gateway + ARTICLE },
      { name: 'islands floor', kind: 'page', url: `http://127.0.0.1:${SPIKE_PORT}/spike/islands` },
      { name: 'no JavaScript', kind: 'static', url: `http://127.0.0.1:${SPIKE_PORT}/spike/static` },
    ],
    runs: RUNS,
    deadline: Date.now() + 15 * 60_000,
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    debugPort: 25_870,
    log,
  });
} finally {
  server.close();
  await stack.stop();
}

const median = (/** @type {number[]} */ xs) => {
  const sorted = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const rows = Object.entries(/** @type {Record<string, any[]>} */ (measured.samples)).map(([name, samples]) => ({
  name,
  runs: samples.length,
  performance: median(samples.map((s) => s.performance)),
  lcpMs: median(samples.map((s) => s.lcpMs)),
  tbtMs: median(samples.map((s) => s.tbtMs)),
  cls: median(samples.map((s) => s.cls)),
  jsTransferBytes: median(samples.map((s) => s.js.transferBytes)),
  jsRequests: median(samples.map((s) => s.js.requests)),
}));
const report = {
  command: COMMAND,
  date: new Date().toISOString(),
  machine: machine(),
  git: gitState(),
  islandBundle: { bytes: islandJs.length, gzipBytes: islandGzip },
  rows,
  environment: measured.environment,
  failures: measured.failures,
};
const day = report.date.slice(0, 10);
const out = join(REPO_ROOT, 'bench', 'results');
writeFileSync(join(out, `islands-spike-${day}.json`), `${JSON.stringify(report, null, 2)}\n`);
const kb = (/** @type {number | null} */ b) => (b === null ? '–' : (b / 1000).toFixed(1));
writeFileSync(
  join(out, `islands-spike-${day}.md`),
  [
    `# Islands spike: one article three ways, ${day}`,
    '',
    `Command: \`${COMMAND}\` (${report.machine.cpus} cores, Node ${report.machine.node}, commit ${report.git.commit}${report.git.dirty ? ', uncommitted changes' : ''}; Lighthouse ${measured.environment?.lighthouse}, mobile defaults, medians of ${RUNS}).`,
    '',
    `The island bundle (react, react-dom/client and one root, production, minified): ${kb(islandJs.length)} KB, ${kb(islandGzip)} KB gzip'd. KB = 1000 bytes.`,
    '',
    '| page | performance | LCP ms | TBT ms | CLS | JS transferred KB | JS requests |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.performance ?? '–'} | ${r.lcpMs ?? '–'} | ${r.tbtMs ?? '–'} | ${r.cls ?? '–'} | ${kb(r.jsTransferBytes)} | ${r.jsRequests ?? '–'} |`,
    ),
    '',
  ].join('\n'),
);
log(JSON.stringify(rows));
process.exit(0);
