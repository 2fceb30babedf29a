// @ts-check
/**
 * The page path and the API's fields as an attacker without an account tries them, against the
 * whole site (startStack on loopback, ports 25300-25499, data in .data/bench-resilience/pages).
 *
 *   node bench/resilience/pages.mjs [--flood 2000] [--starve 1500] [--out DIR]
 *
 * 1. paths: every request form of gateway/test/path-forms.mjs against the gateway, with a
 *    server beside it that counts its hits. Goal: 0 hits, no 5xx.
 * 2. private: preview, confirm and unsubscribe pages in other cases and encodings. Goal: each
 *    `private, no-store` and `noindex`.
 * 3. fields: NUL and a lone surrogate in every string field of every operation (fields.mjs).
 *    Goal: no 5xx. Every rate limit is off for this part's requests (a limit answers before
 *    the fields are read); the page parts run with the page limits at their defaults.
 * 4. flood: --flood distinct query strings on /topics from one visitor. Goals: no render (the
 *    page cache's misses), and the gateway's memory grows no more than in a baseline round of
 *    as many requests for /topics itself, run first (plus 16 MiB for the collector's timing).
 * 5. starve: --starve distinct made-up page paths from one visitor, then the article
 *    /blog/fun-budget and a made-up slug as another reader. Goals: the article whole (its size
 *    against a baseline read before the attack: ratio 1.0), the made-up slug a 404, the visitor
 *    stopped by RATE_LIMIT_PAGE_RENDERS.
 * Results: bench/results/resilience-pages-<date>.{json,md} with the command that made them.
 */
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, startStack } from '../../deploy/embedded/stack.mjs';
import { pathForms, rawRequest } from '../../gateway/test/path-forms.mjs';
import { bounded, commandLine, gitState, machine, round, runLog, writeResults } from '../harness.mjs';
import { rateLimitVariables } from '../rate-limits.mjs';
import { signIn } from './credentials.mjs';
import { runFieldProbe } from './fields.mjs';
import { createClient } from './http.mjs';

const { values } = parseArgs({
  options: { flood: { type: 'string', default: '2000' }, starve: { type: 'string', default: '1500' }, out: { type: 'string' } },
});
const FLOOD = bounded(values.flood, 10, 20_000);
const STARVE = bounded(values.starve, 10, 20_000);
const OUT_DIR = resolve(values.out ?? join(REPO_ROOT, 'bench', 'results'));
const COMMAND = commandLine([
  'node bench/resilience/pages.mjs',
  `--flood ${FLOOD}`,
  `--starve ${STARVE}`,
  values.out ? `--out ${values.out}` : '',
]);
const PORT = 25_300;
const TRAP_PORT = 25_499;
const ADMIN_EMAIL = 'bench-pages-admin@example.com';
const started = Date.now();
const log = runLog('pages', started);

// The API's limits would answer the field probe before its fields are read: off. The page
// limits stay at their defaults, since the page parts are about them. The gateway trusts the
// loopback proxy, so the attacker and the readers after it are different visitors
// (X-Forwarded-For); the renderer reads from 127.0.0.1 without it. The children inherit these.
for (const name of rateLimitVariables()) if (!['RATE_LIMIT_READS', 'RATE_LIMIT_PAGE_RENDERS'].includes(name)) process.env[name] = 'off';
process.env.TRUST_PROXY = 'loopback';
const ATTACKER = { 'x-forwarded-for': '198.51.100.7' };
const READER = { 'x-forwarded-for': '198.51.100.8' };

const dataDir = join(REPO_ROOT, '.data', 'bench-resilience', 'pages');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
let trapHits = 0;
const trap = createServer((_req, res) => {
  trapHits += 1;
  res.writeHead(200).end('TRAP-REACHED');
}).listen(TRAP_PORT, '127.0.0.1');
const stack = await startStack({
  dataDir,
  port: PORT,
  servicePortBase: 25_400,
  pgPort: 25_332,
  authEmulatorPort: 25_390,
  mailSmtpPort: 25_395,
  mailWebPort: 25_396,
  adminEmails: ADMIN_EMAIL,
  onEvent: (part, message) => log(`${part}: ${message}`),
});
const client = createClient(`http://127.0.0.1:${PORT}`, { maxSockets: 8 });
const gatewayRssMiB = () => {
  const status = readFileSync(`/proc/${stack.pid('gateway')}/status`, 'utf8');
  return round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024, 1);
};
const pageMisses = async () => {
  const metrics = await (await fetch(`${stack.ops.gateway}/metrics`)).text();
  const line = metrics
    .split('\n')
    .find((l) => l.startsWith('livefully_cache_requests_total{') && l.includes('cache="pages"') && l.includes('result="miss"'));
  return Number(line?.split(' ').pop() ?? 0);
};
/** @param {string} path @param {Record<string, string>} [headers] */
const get = (path, headers = {}) => client.request({ path, headers: { accept: 'text/html', ...headers }, timeoutMs: 15_000 });

/** @type {any} */
const report = { command: COMMAND, date: new Date().toISOString(), machine: machine(), git: gitState(), goals: {} };
try {
  // Warm: the renderer's build is known to the gateway, the article is kept.
  for (let i = 0; i < 50 && (await get('/')).status !== 200; i++) await new Promise((r) => setTimeout(r, 200));
  const baselineArticle = await get('/blog/fun-budget', READER);

  // 1. paths
  /** @type {Record<string, number>} */
  const pathStatuses = {};
  const forms = pathForms(`127.0.0.1:${TRAP_PORT}`);
  let reachedInBody = 0;
  for (const form of forms) {
    const answer = await rawRequest(PORT, form);
    pathStatuses[answer.status] = (pathStatuses[answer.status] ?? 0) + 1;
    if (answer.body.includes('TRAP-REACHED')) reachedInBody += 1;
  }
  report.paths = { forms: forms.length, trapHits, reachedInBody, statuses: pathStatuses };
  report.goals.paths = trapHits === 0 && reachedInBody === 0 && !Object.keys(pathStatuses).some((s) => Number(s) >= 500);
  log(`paths: ${forms.length} forms, ${trapHits} hits on the trap`);

  // 2. private pages in other cases and encodings
  const variants = [
    '/PREVIEW/abc.def',
    '/%70review/abc.def',
    '//preview/abc.def',
    '/Preview/abc.def/',
    '/SUBSCRIPTIONS/Confirm?token=x',
    '/subscriptions/%75nsubscribe?token=x',
  ];
  const privateAnswers = [];
  for (const path of variants) {
    const answer = await rawRequest(PORT, path);
    privateAnswers.push({
      path,
      status: answer.status,
      cacheControl: answer.headers['cache-control'],
      robots: answer.headers['x-robots-tag'],
    });
  }
  report.private = privateAnswers;
  report.goals.private = privateAnswers.every((a) => a.cacheControl === 'private, no-store' && a.robots === 'noindex, nofollow');

  // 3. fields
  const admin = await signIn(stack.authEmulatorHost, { sub: 'google-bench-pages-admin', email: ADMIN_EMAIL, name: 'Bench Pages Admin' });
  report.fields = await runFieldProbe({ client, adminToken: admin.idToken, log });
  report.goals.fields = report.fields.fiveHundreds.length === 0;

  // 4. query-string flood, after a baseline round of the same number of requests for one address
  await get('/topics', ATTACKER);
  const rss0 = gatewayRssMiB();
  for (let i = 0; i < FLOOD; i++) await get('/topics', READER);
  const rss1 = gatewayRssMiB();
  const missesBefore = await pageMisses();
  /** @type {Record<string, number>} */
  const floodStatuses = {};
  for (let i = 0; i < FLOOD; i++) {
    const { status } = await get(`/topics?q${i}=${i}&utm_source=${i}`, ATTACKER);
    floodStatuses[status] = (floodStatuses[status] ?? 0) + 1;
  }
  const floodRenders = (await pageMisses()) - missesBefore;
  const rss2 = gatewayRssMiB();
  report.flood = {
    requests: FLOOD,
    statuses: floodStatuses,
    renders: floodRenders,
    baselineGrowthMiB: round(rss1 - rss0, 1),
    floodGrowthMiB: round(rss2 - rss1, 1),
    rssMiB: [rss0, rss1, rss2],
  };
  report.goals.flood = floodRenders === 0 && rss2 - rss1 <= Math.max(0, rss1 - rss0) + 16;
  log(`flood: ${FLOOD} query strings, ${floodRenders} renders, gateway ${rss0} → ${rss1} (baseline round) → ${rss2} MiB`);

  // 5. renderer starvation
  /** @type {Record<string, number>} */
  const starveStatuses = {};
  for (let i = 0; i < STARVE; i++) {
    const { status } = await get(`/blog/made-up-${i}-${started}`, ATTACKER);
    starveStatuses[status] = (starveStatuses[status] ?? 0) + 1;
  }
  // Another reader: a kept article as before, an article never rendered whole, a made-up slug a 404.
  const again = await get('/blog/fun-budget', READER);
  const fresh = await get('/blog/family-game-night', READER);
  const missing = await get('/blog/no-such-article-after-the-attack', READER);
  const freshWhole = fresh.status === 200 && /<h1[^>]*>Bringing Back Family Game Night/.test(fresh.body);
  report.starve = {
    requests: STARVE,
    statuses: starveStatuses,
    baselineArticleBytes: baselineArticle.bodyBytes,
    articleAfter: { status: again.status, bytes: again.bodyBytes, ratio: round(again.bodyBytes / baselineArticle.bodyBytes, 3) },
    freshArticleAfter: { status: fresh.status, bytes: fresh.bodyBytes, whole: freshWhole },
    missingSlugAfter: missing.status,
  };
  report.goals.starve =
    again.status === 200 &&
    again.bodyBytes === baselineArticle.bodyBytes &&
    freshWhole &&
    missing.status === 404 &&
    (starveStatuses['429'] ?? 0) > 0;
  log(
    `starve: ${JSON.stringify(starveStatuses)}; article ${again.status} ${again.bodyBytes} B (baseline ${baselineArticle.bodyBytes} B); fresh ${fresh.status} whole=${freshWhole}; made-up slug ${missing.status}`,
  );
} finally {
  await stack.stop();
  trap.close();
}

writeResults(OUT_DIR, `resilience-pages-${report.date.slice(0, 10)}`, report, markdown(report));
log(`goals: ${JSON.stringify(report.goals)}`);
process.exit(Object.values(report.goals).every(Boolean) ? 0 : 1);

/** @param {any} r */
function markdown(r) {
  const yes = (/** @type {boolean} */ ok) => (ok ? 'met' : '**missed**');
  return [
    `# Resilience of the page path and the API's fields, ${r.date.slice(0, 10)}`,
    '',
    `Command: \`${r.command}\` (${r.machine.cpus} cores, Node ${r.machine.node}, commit ${r.git.commit ?? 'unknown'}${r.git.dirty ? ', uncommitted changes' : ''}).`,
    '',
    '| probe | what was sent | outcome | goal |',
    '|---|---|---|---|',
    `| paths | ${r.paths.forms} request forms naming a server beside the site | ${r.paths.trapHits} hits on it; statuses ${JSON.stringify(r.paths.statuses)} | 0 hits, no 5xx: ${yes(r.goals.paths)} |`,
    `| private | ${r.private.length} case and encoding variants of preview, confirm, unsubscribe | ${r.private.filter((/** @type {any} */ a) => a.cacheControl === 'private, no-store').length} private and noindex | all: ${yes(r.goals.private)} |`,
    `| fields | NUL and a lone surrogate in every string field: ${r.fields.requests} requests, ${r.fields.operations} operations | ${r.fields.fiveHundreds.length} × 5xx; statuses ${JSON.stringify(r.fields.statuses)} | no 5xx: ${yes(r.goals.fields)} |`,
    `| flood | ${r.flood.requests} distinct query strings on /topics, after a baseline round of as many requests for /topics | ${r.flood.renders} renders; gateway RSS ${r.flood.rssMiB.join(' → ')} MiB: +${r.flood.baselineGrowthMiB} in the baseline round, +${r.flood.floodGrowthMiB} in the flood | no render, growth ≤ baseline's + 16 MiB: ${yes(r.goals.flood)} |`,
    `| starve | ${r.starve.requests} made-up page paths from one visitor | ${JSON.stringify(r.starve.statuses)}; then, for another reader, a kept article ${r.starve.articleAfter.status}, ${r.starve.articleAfter.bytes} B (× ${r.starve.articleAfter.ratio} of its ${r.starve.baselineArticleBytes} B before), an article never rendered ${r.starve.freshArticleAfter.status} ${r.starve.freshArticleAfter.whole ? 'whole' : '**not whole**'}, a made-up slug ${r.starve.missingSlugAfter} | visitor stopped, pages whole, 404 for a missing slug: ${yes(r.goals.starve)} |`,
    '',
    r.fields.fiveHundreds.length ? `5xx answers of the field probe: ${JSON.stringify(r.fields.fiveHundreds.slice(0, 20))}` : '',
    '',
  ].join('\n');
}
