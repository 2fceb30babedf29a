// @ts-check
/**
 * Public reads through the gateway against a bare server, and reads through an outage:
 *
 *   node bench/api/run.mjs [--duration 10] [--connections 16] [--pause-seconds 30] [--max-seconds 300] [--parts abc] [--out DIR]
 *
 * Build first (npm run build:server). One run on loopback, bounded in time (about 3½ minutes):
 * 1. The stack (startStack: embedded PostgreSQL, the four services, the gateway with
 *    READ_CACHE=on) and a second gateway process against the same services with READ_CACHE=off,
 *    both with every RATE_LIMIT_* off. Ports 24100 (gateway), 24101 (uncached gateway), 24102
 *    (bare server), services 24111-24114, PostgreSQL 24132, Auth Emulator 24190.
 * 2. For each URL below the bench captures the gateway's answer (status, headers, body, no
 *    Accept-Encoding, the way the load tool asks) and starts a bare Node HTTP server in its own
 *    process that answers the same path with the same bytes and headers from memory.
 * 3. (a) Cached reads: each URL on the bare server and on the gateway, --connections for
 *    --duration seconds after a 2 s warm-up (autocannon). Goals: gateway ≥ 0.5× the bare
 *    server's requests/s, p99 ≤ 5 ms.
 *    (b) The uncached path (the second gateway): its maximum requests/s (5 s at --connections),
 *    then p99 at half that rate for --duration seconds (loadtest, open loop: one request every
 *    1/rate seconds whether or not the earlier ones have been answered, on as many keep-alive
 *    connections as that takes; autocannon's fixed rate sends each second's quota in a burst at
 *    full speed, which measures the maximum load's latency again). Goal p99 ≤ 10 ms.
 *    (c) Outage: clients read the URLs from both gateways while the content service is paused
 *    (SIGSTOP) for --pause-seconds, then resumed (SIGCONT). Goals: 0 errors from the cached
 *    gateway; on the uncached one, once its content breaker has opened (its log line), every
 *    read a 503 within 50 ms (the reads sent before it opened are reported apart, and so are the
 *    breaker's probes, which wait for the RPC timeout by design); time from SIGCONT to the first
 *    200 on each.
 * Results: bench/results/api-<date>.{json,md} (or --out DIR) with the command, the machine, the
 * figures and each goal met or missed. Data and logs in .data/bench-api/ until the next run.
 */
import { Buffer } from 'node:buffer';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { basename, dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadTest } from 'loadtest';
import { startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { REPO_ROOT, SERVICES, startStack } from '../../deploy/embedded/stack.mjs';
import {
  bounded,
  cleanupSteps,
  commandLine,
  gitState,
  guardRun,
  loadAverage,
  loadedMachine,
  round,
  runLog,
  writeResults,
} from '../harness.mjs';
import { rateLimitVariables } from '../rate-limits.mjs';

// ---- What is measured: change these when the API changes. ----------------------------------
/** The article page's call. */
const ARTICLE_PATH = (/** @type {string} */ slug) => `/api/blog-posts/${slug}`;
const TOPICS_PATH = '/api/topics';
/**
 * The home page's list: the first of these that answers 200 with posts without their bodies
 * (the summary form), else the last one (the full list of 6, what the home page asks today).
 */
const HOME_LIST_PATHS = ['/api/blog-posts?view=summary&limit=6', '/api/blog-posts?limit=6'];
/** The gateway setting that switches its read cache; the first gateway has it on, the second off. */
const CACHE_SETTING = 'READ_CACHE';
// ----------------------------------------------------------------------------------------------

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    'pause-seconds': { type: 'string', default: '30' },
    'max-seconds': { type: 'string', default: '300' },
    parts: { type: 'string', default: 'abc' },
    out: { type: 'string' },
  },
});
/** Which of the measurements below to run (a quicker look at one of them); results name them. */
const PARTS = new Set(values.parts);
const DURATION_S = bounded(values.duration, 2, 60);
const CONNECTIONS = bounded(values.connections, 1, 256);
const PAUSE_S = bounded(values['pause-seconds'], 5, 120);
const MAX_MS = bounded(values['max-seconds'], 60, 1800) * 1000;
const WARMUP_S = 2;
const MAX_LOAD_S = 5;
const OUTAGE_CLIENTS = 4;
const RECOVERY_TIMEOUT_MS = 30_000;
const FAST_503_MS = 50;
const OUT_DIR = resolve(values.out ?? join(REPO_ROOT, 'bench', 'results'));
const PORTS = { gateway: 24100, uncached: 24101, bare: 24102, servicePortBase: 24110, postgres: 24132, authEmulator: 24190 };
const COMMAND = commandLine([
  'node bench/api/run.mjs',
  `--duration ${DURATION_S}`,
  `--connections ${CONNECTIONS}`,
  `--pause-seconds ${PAUSE_S}`,
  `--max-seconds ${MAX_MS / 1000}`,
  values.parts !== 'abc' ? `--parts ${values.parts}` : '',
  values.out ? `--out ${values.out}` : '',
]);

const dataDir = join(REPO_ROOT, '.data', 'bench-api', 'stack');
const started = Date.now();
/** Other work on the shared cores moves every figure: the load before the stack starts is reported. */
const LOAD_AT_START = loadAverage();
const log = runLog('bench:api', started);

// The requests must reach the code under test, not the per-address limiter.
const RATE_LIMITS = rateLimitVariables();
for (const name of RATE_LIMITS) process.env[name] = 'off';
process.env[CACHE_SETTING] = 'on';

const { steps: cleanups, run: runCleanups } = cleanupSteps();
let contentPid = /** @type {number | undefined} */ (undefined);
// A paused content service is resumed first, or stopping it would wait for nothing.
const cleanup = async () => {
  if (contentPid) signal(contentPid, 'SIGCONT');
  await runCleanups();
};
const disarm = guardRun({ tag: 'bench:api', maxMs: MAX_MS, cleanup });

try {
  rmSync(join(REPO_ROOT, '.data', 'bench-api'), { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  log('starting the stack');
  const stack = await startStack({
    dataDir,
    port: PORTS.gateway,
    servicePortBase: PORTS.servicePortBase,
    pgPort: PORTS.postgres,
    authEmulatorPort: PORTS.authEmulator,
    // The local MailDev beside the emulator's three ports, away from a running `npm start`'s 1025 and 1080.
    mailSmtpPort: PORTS.authEmulator + 5,
    mailWebPort: PORTS.authEmulator + 6,
  });
  cleanups.push(stack.stop);
  const startupMs = Date.now() - started;
  const uncachedGateway = await startProcess({
    name: 'gateway-uncached',
    script: join(REPO_ROOT, 'gateway/dist/main.js'),
    env: {
      TRANSPORT: 'tcp',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(PORTS.uncached),
      FIREBASE_AUTH_EMULATOR_URL: `http://${stack.authEmulatorHost}`,
      [CACHE_SETTING]: 'off',
      ...Object.fromEntries(SERVICES.map((name, i) => [`${name.toUpperCase()}_SERVICE_PORT`, String(PORTS.servicePortBase + i + 1)])),
    },
    ready: /gateway listening on/,
    logDir: stack.logDir,
    cwd: REPO_ROOT,
  });
  cleanups.push(() => stopProcess(uncachedGateway));
  const cached = `http://127.0.0.1:${PORTS.gateway}`;
  const uncached = `http://127.0.0.1:${PORTS.uncached}`;
  const bare = `http://127.0.0.1:${PORTS.bare}`;
  log(`stack up in ${Math.round(startupMs / 1000)} s; gateway ${cached}, uncached gateway ${uncached}; logs in ${stack.logDir}`);

  // ---- The URLs and the bare server answering them -----------------------------------------
  const firstPage = JSON.parse((await get(cached, '/api/blog-posts?limit=1')).body.toString('utf8'));
  const slug = firstPage?.data?.posts?.[0]?.slug;
  if (typeof slug !== 'string') throw new Error(`no article to read: ${JSON.stringify(firstPage).slice(0, 200)}`);
  const homeList = await homeListPath(cached);
  const urls = [
    { name: 'article', path: ARTICLE_PATH(slug) },
    { name: 'topics', path: TOPICS_PATH },
    { name: 'home list', path: homeList.path },
  ];
  const fixtures = [];
  for (const url of urls) {
    await get(cached, url.path); // a first read fills the cache (once there is one)
    const answer = await get(cached, url.path);
    if (answer.status !== 200) throw new Error(`${url.path} answered ${answer.status}`);
    const other = await get(uncached, url.path);
    fixtures.push({ path: url.path, status: answer.status, headers: answer.headers, body: answer.body.toString('base64') });
    Object.assign(url, {
      bytes: answer.body.length,
      headerBytes: answer.headers.reduce((n, [k, v]) => n + k.length + v.length + 4, 0),
      cacheControl: header(answer.headers, 'cache-control') ?? null,
      etag: header(answer.headers, 'etag') ?? null,
      uncachedBytes: other.body.length,
    });
  }
  const fixtureFile = join(dataDir, 'bare-fixtures.json');
  writeFileSync(fixtureFile, JSON.stringify(fixtures));
  const bareProcess = await startProcess({
    name: 'bare-server',
    script: join(REPO_ROOT, 'bench/api/bare-server.mjs'),
    env: { BARE_FIXTURES: fixtureFile, BARE_PORT: String(PORTS.bare) },
    ready: /bare server listening/,
    logDir: stack.logDir,
    cwd: REPO_ROOT,
  });
  cleanups.push(() => stopProcess(bareProcess));
  for (const url of urls) {
    const [a, b] = [await get(bare, url.path), await get(cached, url.path)];
    if (!a.body.equals(b.body)) throw new Error(`the bare server's answer to ${url.path} differs from the gateway's`);
  }
  log(`URLs: ${urls.map((u) => `${u.path} (${u.bytes} B)`).join(', ')}; home list form: ${homeList.form}`);

  // ---- (a) cached reads against the bare server --------------------------------------------
  const cachedRuns = [];
  for (const url of PARTS.has('a') ? urls : []) {
    const bareResult = await measure(bare, url.path, { duration: DURATION_S });
    const gatewayResult = await measure(cached, url.path, { duration: DURATION_S });
    const ratio = round(gatewayResult.rps / bareResult.rps, 3);
    cachedRuns.push({ url: url.name, path: url.path, bare: bareResult, gateway: gatewayResult, ratio });
    log(
      `(a) ${url.path}: bare ${bareResult.rps}/s p99 ${bareResult.p99} ms; gateway ${gatewayResult.rps}/s p99 ${gatewayResult.p99} ms (${ratio}×)`,
    );
  }

  // ---- (b) the uncached path: max, then p99 at half of it -----------------------------------
  const uncachedRuns = [];
  for (const url of PARTS.has('b') ? urls : []) {
    const max = await measure(uncached, url.path, { duration: MAX_LOAD_S });
    const rate = Math.max(1, Math.floor(max.rps / 2));
    const half = await measureAtRate(uncached, url.path, { duration: DURATION_S, rate });
    uncachedRuns.push({ url: url.name, path: url.path, max, halfRate: rate, half });
    log(`(b) ${url.path} uncached: max ${max.rps}/s (p99 ${max.p99} ms); at ${rate}/s p99 ${half.p99} ms`);
  }

  // ---- (c) reads while the content service is paused ----------------------------------------
  const outage = PARTS.has('c') ? await outageRun() : null;
  async function outageRun() {
    contentPid = stack.pid('content');
    if (!contentPid) throw new Error('no pid for the content service');
    const outage = await runOutage({
      targets: [
        { group: 'cached', origin: cached, logFile: join(stack.logDir, 'gateway.log') },
        { group: 'uncached', origin: uncached, logFile: join(stack.logDir, 'gateway-uncached.log') },
      ],
      paths: urls.map((u) => u.path),
      pid: contentPid,
    });
    contentPid = undefined;
    for (const [group, g] of Object.entries(outage.groups)) log(`(c) ${group}: ${JSON.stringify(g.summary)}`);
    return outage;
  }

  const report = {
    command: COMMAND,
    date: new Date().toISOString(),
    machine: loadedMachine({
      note: 'the stack, the bare server and the load generator share these cores',
      loadAverageAtStart: LOAD_AT_START,
    }),
    git: gitState(),
    settings: {
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      maxLoadS: MAX_LOAD_S,
      connections: CONNECTIONS,
      parts: [...PARTS].join(''),
      pauseS: PAUSE_S,
      outageClients: OUTAGE_CLIENTS,
      ports: PORTS,
      rateLimits: `off (${RATE_LIMITS.join(', ')})`,
      cacheSetting: `${CACHE_SETTING}=on on :${PORTS.gateway}, ${CACHE_SETTING}=off on :${PORTS.uncached}`,
      homeListForm: homeList.form,
      dataDir,
    },
    startupMs,
    urls,
    cached: cachedRuns,
    uncached: uncachedRuns,
    outage,
  };
  report.goals = goals(report);
  await cleanup();
  const base = writeResults(OUT_DIR, `api-${report.date.slice(0, 10)}`, report, markdown(report));
  log(`results: ${base}.json, ${base}.md (${Math.round((Date.now() - started) / 1000)} s)`);
  for (const g of report.goals) log(`${g.met ? 'met   ' : 'MISSED'} ${g.goal}: ${g.seen}`);
  disarm();
} catch (error) {
  console.error('[bench:api] failed:', error);
  await cleanup();
  process.exit(1);
}

// ---- Load ------------------------------------------------------------------------------------

/**
 * An open-loop run: `rate` requests a second, evenly spaced, each sent on time whether or not
 * the earlier ones have been answered (loadtest), so a slow answer shows in the latencies rather
 * than delaying the next request. Latencies in ms (fractional).
 * @param {string} origin @param {string} path @param {{ duration: number, rate: number }} options
 */
async function measureAtRate(origin, path, { duration, rate }) {
  const r = await loadTest({ url: origin + path, requestsPerSecond: rate, maxSeconds: duration, agentKeepAlive: true, quiet: true });
  const errors = Object.entries(r.errorCodes ?? {});
  return {
    rps: Math.round(r.effectiveRps ?? r.rps),
    requests: r.totalRequests,
    p50: r.percentiles[50],
    p99: r.percentiles[99],
    max: r.maxLatencyMs,
    non2xx: errors.filter(([code]) => /^\d+$/.test(code)).reduce((n, [, count]) => n + Number(count), 0),
    errors: r.totalErrors,
  };
}

/**
 * One autocannon run after a warm-up: requests/s, latency percentiles in ms.
 * @param {string} origin @param {string} path @param {{ duration: number }} options
 */
async function measure(origin, path, { duration }) {
  const url = origin + path;
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
  const r = await autocannon({ url, connections: CONNECTIONS, duration });
  return {
    rps: Math.round(r.requests.average),
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSecond: Math.round(r.throughput.average),
  };
}

/**
 * @typedef {{ group: string, path: string, start: number, end: number, status: number, error?: string }} Sample
 * @param {{ targets: Array<{ group: string, origin: string, logFile: string }>, paths: string[], pid: number }} options
 */
async function runOutage({ targets, paths, pid }) {
  /** @type {Sample[]} */
  const samples = [];
  let running = true;
  const loops = targets.flatMap(({ group, origin }) => {
    const agent = new Agent({ keepAlive: true, maxSockets: OUTAGE_CLIENTS });
    return Array.from({ length: OUTAGE_CLIENTS }, async (_, client) => {
      for (let i = client; running; i++) {
        const path = /** @type {string} */ (paths[i % paths.length]);
        const start = performance.now();
        const answer = await get(origin, path, { agent, timeoutMs: 10_000 }).catch((error) => ({
          status: 0,
          error: String(error.code ?? error.message),
        }));
        samples.push({
          group,
          path,
          start,
          end: performance.now(),
          status: answer.status,
          ...('error' in answer ? { error: answer.error } : {}),
        });
        await sleep(5);
      }
    });
  });
  // performance.now() ↔ wall clock, for the gateways' log lines.
  const wallOf = (/** @type {number} */ t) => performance.timeOrigin + t;
  const perfOf = (/** @type {number} */ wall) => wall - performance.timeOrigin;

  await sleep(2_000);
  const pausedAt = performance.now();
  signal(pid, 'SIGSTOP');
  log(`(c) content service paused (pid ${pid}) for ${PAUSE_S} s`);
  await sleep(PAUSE_S * 1000);
  const resumedAt = performance.now();
  signal(pid, 'SIGCONT');
  log('(c) content service resumed');
  const deadline = resumedAt + RECOVERY_TIMEOUT_MS;
  const recovered = () => targets.every(({ group }) => samples.some((s) => s.group === group && s.start >= resumedAt && s.status === 200));
  while (!recovered() && performance.now() < deadline) await sleep(100);
  await sleep(1_000);
  running = false;
  await Promise.all(loops);

  /** @type {Record<string, any>} */
  const groups = {};
  for (const { group, logFile } of targets) {
    const mine = samples.filter((s) => s.group === group);
    const breakerLines = readLog(logFile).filter(
      (l) => l.target === 'content' && /^circuit (open|closed)/.test(String(l.msg)) && Date.parse(l.time) >= wallOf(pausedAt) - 1_000,
    );
    const opens = breakerLines
      .filter((l) => String(l.msg).startsWith('circuit open'))
      .map((l) => perfOf(Date.parse(l.time)))
      .sort((a, b) => a - b);
    const openedAt = opens[0];
    const during = mine.filter((s) => s.start >= pausedAt && s.start < resumedAt);
    const firstWave = openedAt === undefined ? during : during.filter((s) => s.start < openedAt);
    const afterOpen = openedAt === undefined ? [] : during.filter((s) => s.start >= openedAt);
    const slowAfterOpen = afterOpen.filter((s) => s.end - s.start > FAST_503_MS);
    const firstSuccess = mine.find((s) => s.start >= resumedAt && s.status === 200);
    groups[group] = {
      before: stats(mine.filter((s) => s.start < pausedAt)),
      duringPause: stats(during),
      breaker: {
        openedAfterMs: openedAt === undefined ? null : Math.round(openedAt - pausedAt),
        opens: opens.length,
        closes: breakerLines.length - opens.length,
      },
      firstWave: stats(firstWave),
      afterOpen: stats(afterOpen),
      // The probes wait for the RPC timeout by design; every other slow answer misses the goal.
      // (each failed probe opened it again; the last may still wait when the service resumes)
      slowAfterOpen: { count: slowAfterOpen.length, probesExpected: opens.length },
      recoveryMs: firstSuccess ? Math.round(firstSuccess.end - resumedAt) : null,
      after: stats(mine.filter((s) => s.start >= resumedAt)),
    };
    groups[group].summary = {
      duringPause: groups[group].duringPause.byStatus,
      errorsDuringPause: during.filter((s) => s.status !== 200).length,
      breakerOpenedAfterMs: groups[group].breaker.openedAfterMs,
      afterOpenP99Ms: groups[group].afterOpen.p99,
      slowAfterOpen: slowAfterOpen.length,
      recoveryMs: groups[group].recoveryMs,
    };
  }
  return { pauseMs: Math.round(resumedAt - pausedAt), clientsPerGateway: OUTAGE_CLIENTS, groups };
}

/** @param {Sample[]} list */
function stats(list) {
  const latencies = list.map((s) => s.end - s.start).sort((a, b) => a - b);
  /** @type {Record<string, number>} */
  const byStatus = {};
  for (const s of list) {
    const key = s.status ? String(s.status) : `error:${s.error}`;
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  const at = (/** @type {number} */ q) =>
    latencies.length ? round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0, 1) : null;
  return { requests: list.length, byStatus, p50: at(0.5), p99: at(0.99), max: latencies.length ? round(latencies.at(-1) ?? 0, 1) : null };
}

// ---- HTTP --------------------------------------------------------------------------------------

/**
 * A GET as the load tool sends it (no Accept-Encoding): status, raw headers, body.
 * @param {string} origin @param {string} path @param {{ agent?: Agent, timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, headers: Array<[string, string]>, body: Buffer }>}
 */
function get(origin, path, { agent, timeoutMs = 10_000 } = {}) {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(origin + path, { method: 'GET', agent, timeout: timeoutMs }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        /** @type {Array<[string, string]>} */
        const headers = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i] ?? '', res.rawHeaders[i + 1] ?? '']);
        resolvePromise({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', reject);
    req.end();
  });
}

/** @param {Array<[string, string]>} headers @param {string} name */
function header(headers, name) {
  return headers.find(([k]) => k.toLowerCase() === name)?.[1];
}

/** The home list's path: the summary form when the API answers it, else the full list. @param {string} origin */
async function homeListPath(origin) {
  for (const path of HOME_LIST_PATHS.slice(0, -1)) {
    const answer = await get(origin, path).catch(() => undefined);
    if (answer?.status !== 200) continue;
    const data = JSON.parse(answer.body.toString('utf8'))?.data;
    const posts = Array.isArray(data) ? data : data?.posts;
    if (Array.isArray(posts) && posts.length && posts.every((p) => !('content' in p))) return { path, form: 'summary (no bodies)' };
  }
  return { path: /** @type {string} */ (HOME_LIST_PATHS.at(-1)), form: 'full posts (the API has no summary form yet)' };
}

// ---- Report ------------------------------------------------------------------------------------

/** @param {any} report */
function goals(report) {
  /** @type {Array<{ goal: string, seen: string, met: boolean }>} */
  const list = [];
  for (const run of report.cached) {
    list.push({
      goal: `(a) ${run.path}: gateway ≥ 0.5× the bare server's requests/s`,
      seen: `${run.ratio}× (${run.gateway.rps} vs ${run.bare.rps}/s)`,
      met: run.ratio >= 0.5,
    });
    list.push({
      goal: `(a) ${run.path}: gateway p99 ≤ 5 ms at ${CONNECTIONS} connections`,
      seen: `${run.gateway.p99} ms`,
      met: run.gateway.p99 <= 5,
    });
  }
  for (const run of report.uncached)
    list.push({
      goal: `(b) ${run.path} uncached: p99 ≤ 10 ms at half of max (${run.halfRate}/s)`,
      seen: `${run.half.p99} ms`,
      met: run.half.p99 <= 10,
    });
  if (!report.outage) return list;
  const c = report.outage.groups.cached;
  const cachedErrors = c.summary.errorsDuringPause;
  list.push({
    goal: '(c) cached reads: 0 errors while the content service is paused',
    seen: `${cachedErrors} of ${c.duringPause.requests}`,
    met: cachedErrors === 0,
  });
  const u = report.outage.groups.uncached;
  const non503 = u.afterOpen.requests - (u.afterOpen.byStatus['503'] ?? 0);
  const slowNotProbes = Math.max(0, u.slowAfterOpen.count - u.slowAfterOpen.probesExpected);
  list.push({
    goal: `(c) uncached reads once the breaker opened: every one a 503 within ${FAST_503_MS} ms (probes apart)`,
    seen:
      u.breaker.openedAfterMs === null
        ? 'the breaker did not open'
        : `${u.afterOpen.requests} reads, ${non503} not 503, ${u.slowAfterOpen.count} over ${FAST_503_MS} ms (${u.slowAfterOpen.probesExpected} probes), p99 ${u.afterOpen.p99} ms`,
    met: u.breaker.openedAfterMs !== null && non503 === 0 && slowNotProbes === 0,
  });
  return list;
}

/** @param {any} r */
function markdown(r) {
  const lines = [
    `# API benchmark, ${r.date.slice(0, 10)}`,
    '',
    'Made by (after `npm run build:server`):',
    '',
    '```',
    r.command,
    '```',
    '',
    `Machine: ${r.machine.nproc} cores (${r.machine.cpuModel}), ${r.machine.memoryGiB} GiB, Node ${r.machine.node}; ${r.machine.note}; load average (1, 5, 15 min) ${r.machine.loadAverageAtStart.join(', ')} at the start, ${r.machine.loadAverageAtEnd.join(', ')} at the end. Code: git ${r.git.commit}${r.git.dirty ? ' (with uncommitted changes)' : ''}. Stack started in ${Math.round(r.startupMs / 1000)} s.`,
    '',
    `The stack: \`startStack\` on loopback, gateway :${r.settings.ports.gateway} (${CACHE_SETTING}=on) and a second gateway :${r.settings.ports.uncached} (${CACHE_SETTING}=off) against the same services, rate limits ${r.settings.rateLimits}. Load: autocannon (latencies in whole milliseconds), ${r.settings.connections} connections, ${r.settings.warmupS} s warm-up, ${r.settings.durationS} s measured. The bare server is a Node HTTP server in its own process answering each path with the gateway's captured bytes and headers. Breaker settings: the gateways' defaults (${breakerDefaults()}).`,
    '',
    '## Goals',
    '',
    '| goal | seen | met |',
    '|---|---|---|',
    ...r.goals.map((/** @type {any} */ g) => `| ${g.goal} | ${g.seen} | ${g.met ? '✓' : '✗'} |`),
    '',
    '## URLs',
    '',
    '| URL | body | headers | Cache-Control | ETag | uncached body |',
    '|---|---|---|---|---|---|',
    ...r.urls.map(
      (/** @type {any} */ u) =>
        `| \`${u.path}\` | ${u.bytes} B | ${u.headerBytes} B | ${u.cacheControl ?? '—'} | ${u.etag ? 'yes' : '—'} | ${u.uncachedBytes} B |`,
    ),
    '',
    `Home list form: ${r.settings.homeListForm}.`,
    '',
    '## (a) Gateway (cache on) vs bare server',
    '',
    '| URL | bare req/s | bare p50 / p99 ms | gateway req/s | gateway p50 / p99 / max ms | ratio | gateway non-2xx / errors |',
    '|---|---|---|---|---|---|---|',
    ...r.cached.map(
      (/** @type {any} */ x) =>
        `| \`${x.path}\` | ${x.bare.rps} | ${x.bare.p50} / ${x.bare.p99} | ${x.gateway.rps} | ${x.gateway.p50} / ${x.gateway.p99} / ${x.gateway.max} | ${x.ratio}× | ${x.gateway.non2xx} / ${x.gateway.errors} |`,
    ),
    '',
    '## (b) Uncached path (second gateway, cache off)',
    '',
    '| URL | max req/s (p99 ms) | half rate | p50 / p99 / max ms at half rate (open loop) | non-2xx / errors |',
    '|---|---|---|---|---|',
    ...r.uncached.map(
      (/** @type {any} */ x) =>
        `| \`${x.path}\` | ${x.max.rps} (${x.max.p99}) | ${x.halfRate}/s | ${x.half.p50} / ${x.half.p99} / ${x.half.max} | ${x.half.non2xx} / ${x.half.errors} |`,
    ),
    '',
    ...(r.outage
      ? [
          `## (c) Reads with the content service paused for ${Math.round(r.outage.pauseMs / 1000)} s`,
          '',
          `${r.outage.clientsPerGateway} clients per gateway, each reading the URLs above in turn. Latencies in ms; statuses as counts.`,
          '',
          '| gateway | during the pause | breaker opened after | first wave (before it opened) | after it opened | over 50 ms after it opened (probes) | first 200 after SIGCONT |',
          '|---|---|---|---|---|---|---|',
          ...Object.entries(r.outage.groups).map(
            ([name, g]) =>
              `| ${name} | ${fmt(g.duringPause)} | ${g.breaker.openedAfterMs === null ? 'did not open' : `${g.breaker.openedAfterMs} ms (opened ${g.breaker.opens}×, closed ${g.breaker.closes}×)`} | ${fmt(g.firstWave)} | ${fmt(g.afterOpen)} | ${g.slowAfterOpen.count} (${g.slowAfterOpen.probesExpected}) | ${g.recoveryMs === null ? 'none' : `${g.recoveryMs} ms`} |`,
          ),
        ]
      : []),
    '',
  ];
  return lines.join('\n');
}

/** @param {any} s */
function fmt(s) {
  if (!s.requests) return '—';
  return `${s.requests}: ${Object.entries(s.byStatus)
    .map(([k, v]) => `${k}×${v}`)
    .join(', ')}; p50 ${s.p50}, p99 ${s.p99}, max ${s.max}`;
}

// ---- Small helpers -------------------------------------------------------------------------------

/** The gateway's CIRCUIT_BREAKER_* and RPC_TIMEOUT_MS defaults, read from its build. */
function breakerDefaults() {
  try {
    const text = readFileSync(join(REPO_ROOT, 'gateway/dist/config/env.js'), 'utf8');
    return [...text.matchAll(/\b((?:CIRCUIT_BREAKER\w*|RPC_TIMEOUT_MS)):[^\n]*?\.default\(([^)]+)\)/g)]
      .map((m) => `${m[1]}=${String(m[2]).replace(/['_]/g, '')}`)
      .join(', ');
  } catch {
    return 'unknown';
  }
}

/** A part's log lines, its rotated files (`<name>.log.1`, …) included. @param {string} file */
function readLog(file) {
  const dir = dirname(file);
  const name = basename(file);
  try {
    return readdirSync(dir)
      .filter((f) => f === name || (f.startsWith(`${name}.`) && /^\d+$/.test(f.slice(name.length + 1))))
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
      .filter((line) => line.startsWith('{'))
      .flatMap((line) => {
        try {
          return [JSON.parse(line)];
        } catch {
          return [];
        }
      });
  } catch {
    return [];
  }
}

/** @param {number} pid @param {NodeJS.Signals} name */
function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}
