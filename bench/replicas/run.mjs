// @ts-check
/**
 * The same API load against one and two replicas of the content service over Redis:
 *
 *   npm run bench:replicas -- [--duration 10] [--connections 8] [--max-seconds 300] [--out DIR]
 *
 * Build first (npm run build:server). One run on loopback, bounded in time (about 2½ minutes):
 * PostgreSQL (embedded, with pg_stat_statements), redis-server, the content service (migrated and
 * seeded) and the gateway with TRANSPORT=redis, READ_CACHE=off (every read reaches the service)
 * and every RATE_LIMIT_* off. Ports 28550 (PostgreSQL), 28551 (Redis), 28552 (gateway),
 * 28560-28561 (the replicas' SERVICE_PORT, unused over Redis), 28570-28572 (OPS_PORT).
 * 1. Closed loop: --connections clients read a mix of the public reads the pages make (an
 *    article, the home list, the topics) as fast as they are answered, for --duration seconds
 *    after a 2 s warm-up (autocannon): requests/s and latency; then the same with a second
 *    content replica started.
 * 2. Open loop: the article at one fixed rate, half of the smaller of the two maxima (loadtest:
 *    one request every 1/rate seconds whether or not the earlier ones were answered), with two
 *    replicas, then again with the second one stopped: latency at the same load.
 * For each run: PostgreSQL's statements (pg_stat_statements calls), transactions and rows read
 * (pg_stat_database, read after its 10 s flush) per request, and the CPU time of each process
 * (/proc/<pid>/stat; PostgreSQL's backends and their exited children summed) per request.
 * Results: bench/results/replicas-<date>.{json,md} (or --out DIR) with the command, the machine
 * and the ratios of the two-replica runs to the one-replica runs.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadTest } from 'loadtest';
import pg from 'pg';
import { startPostgres } from '../../deploy/embedded/postgres.mjs';
import { runToCompletion, startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { startRedis } from '../../deploy/embedded/redis.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
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
const ARTICLE_PATH = (/** @type {string} */ slug) => `/api/blog-posts/${slug}`;
const MIX = (/** @type {string} */ slug) => [ARTICLE_PATH(slug), '/api/blog-posts?view=summary&limit=6', '/api/topics'];
// ----------------------------------------------------------------------------------------------

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    'max-seconds': { type: 'string', default: '300' },
    out: { type: 'string' },
  },
});
const DURATION_S = bounded(values.duration, 2, 60);
const CONNECTIONS = bounded(values.connections, 1, 128);
const MAX_MS = bounded(values['max-seconds'], 60, 1200) * 1000;
const WARMUP_S = 2;
/** PostgreSQL's cumulative statistics reach pg_stat_database within PGSTAT_IDLE_INTERVAL (10 s). */
const STATS_FLUSH_MS = 11_000;
const CLOCK_TICKS = 100;
const PORTS = { postgres: 28550, redis: 28551, gateway: 28552, servicePortBase: 28560, opsPortBase: 28570 };
const OUT_DIR = resolve(values.out ?? join(REPO_ROOT, 'bench', 'results'));
const COMMAND = commandLine([
  'npm run bench:replicas --',
  `--duration ${DURATION_S}`,
  `--connections ${CONNECTIONS}`,
  `--max-seconds ${MAX_MS / 1000}`,
  values.out ? `--out ${values.out}` : '',
]);

const LOAD_AT_START = loadAverage();
const dataDir = join(REPO_ROOT, '.data', 'bench-replicas');
const logDir = join(dataDir, 'logs');
const started = Date.now();
const log = runLog('bench:replicas', started);

const { steps: cleanups, run: cleanup } = cleanupSteps();
const disarm = guardRun({ tag: 'bench:replicas', maxMs: MAX_MS, cleanup });

try {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  log('starting PostgreSQL, Redis, content and the gateway');
  const postgres = await startPostgres({
    dataDir: join(dataDir, 'postgres'),
    port: PORTS.postgres,
    settings: { shared_preload_libraries: 'pg_stat_statements' },
  });
  cleanups.push(postgres.stop);
  const redis = await startRedis(PORTS.redis);
  cleanups.push(redis.stop);
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  cleanups.push(() => db.end());
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');

  const common = { TRANSPORT: 'redis', REDIS_URL: redis.url, LOG_LEVEL: 'info', OPS_HOST: '127.0.0.1' };
  const contentEnv = { ...common, DATABASE_URL: postgres.url, PREVIEW_SECRET: 'bench-replicas-preview-secret-0123456789' };
  await runToCompletion('content migrate', join(REPO_ROOT, 'services/content/dist/migrate.js'), contentEnv, REPO_ROOT);
  /** @type {Map<string, Awaited<ReturnType<typeof startProcess>>>} */
  const replicas = new Map();
  const startReplica = async (/** @type {number} */ index) => {
    const name = `content-${'ab'[index]}`;
    const running = await startProcess({
      name,
      script: join(REPO_ROOT, 'services/content/dist/main.js'),
      env: { ...contentEnv, SERVICE_PORT: String(PORTS.servicePortBase + index), OPS_PORT: String(PORTS.opsPortBase + index) },
      ready: /service ready on/,
      logDir,
      cwd: REPO_ROOT,
    });
    replicas.set(name, running);
    cleanups.push(() => stopProcess(running));
    return running;
  };
  await startReplica(0);
  const gateway = await startProcess({
    name: 'gateway',
    script: join(REPO_ROOT, 'gateway/dist/main.js'),
    env: {
      ...common,
      HOST: '127.0.0.1',
      PORT: String(PORTS.gateway),
      OPS_PORT: String(PORTS.opsPortBase + 2),
      SERVE_WEB: 'false',
      READ_CACHE: 'off',
      ...Object.fromEntries(rateLimitVariables().map((name) => [name, 'off'])),
    },
    ready: /gateway listening on/,
    logDir,
    cwd: REPO_ROOT,
  });
  cleanups.push(() => stopProcess(gateway));
  const origin = `http://127.0.0.1:${PORTS.gateway}`;

  const first = await (await fetch(`${origin}/api/blog-posts?limit=1`)).json();
  const slug = first?.data?.posts?.[0]?.slug;
  if (typeof slug !== 'string') throw new Error(`no article to read: ${JSON.stringify(first).slice(0, 200)}`);
  const mix = MIX(slug);
  for (const path of mix) {
    const answer = await fetch(origin + path);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  }
  log(`mix: ${mix.join(', ')}`);

  /** The processes whose CPU time counts, by part. */
  const parts = () => ({
    gateway: [gateway.child.pid],
    ...Object.fromEntries([...replicas].map(([name, running]) => [name, [running.child.pid]])),
    postgres: postgresPids(postgres.dataDir),
    redis: redisPids(PORTS.redis),
  });

  /**
   * One measured run: `load` runs while the counters are read before and after.
   * @param {string} label @param {() => Promise<any>} load
   */
  const measured = async (label, load) => {
    const cpuBefore = cpuTimes(parts());
    const pgBefore = await pgCounters(db);
    const result = await load();
    const cpuAfter = cpuTimes(parts());
    await sleep(STATS_FLUSH_MS);
    const pgAfter = await pgCounters(db);
    const requests = result.requests;
    /** @type {Record<string, number>} */
    const cpuMsPerRequest = {};
    for (const [part, ms] of Object.entries(cpuAfter)) cpuMsPerRequest[part] = round((ms - (cpuBefore[part] ?? 0)) / requests, 3);
    cpuMsPerRequest.total = round(
      Object.values(cpuMsPerRequest).reduce((sum, n) => sum + n, 0),
      3,
    );
    const per = (/** @type {keyof typeof pgAfter} */ key) => round((pgAfter[key] - pgBefore[key]) / requests, 2);
    const run = {
      label,
      replicas: replicas.size,
      ...result,
      postgres: { statements: per('statements'), transactions: per('transactions'), rowsRead: per('rowsRead') },
      cpuMsPerRequest,
    };
    log(
      `${label}: ${run.rps}/s, p50 ${run.p50} ms, p99 ${run.p99} ms; per request ${run.postgres.statements} statements, ` +
        `${run.postgres.transactions} transactions, ${run.cpuMsPerRequest.total} ms CPU`,
    );
    return run;
  };

  const closedOne = await measured('closed loop, 1 replica', () => closedLoop(origin, mix));
  await startReplica(1);
  await sleep(1_000);
  const closedTwo = await measured('closed loop, 2 replicas', () => closedLoop(origin, mix));
  const rate = Math.max(10, Math.floor(Math.min(closedOne.rps, closedTwo.rps) / 2));
  const openTwo = await measured(`open loop at ${rate}/s, 2 replicas`, () => openLoop(origin, ARTICLE_PATH(slug), rate));
  const second = replicas.get('content-b');
  if (second) await stopProcess(second);
  replicas.delete('content-b');
  await sleep(1_000);
  const openOne = await measured(`open loop at ${rate}/s, 1 replica`, () => openLoop(origin, ARTICLE_PATH(slug), rate));

  const report = {
    command: COMMAND,
    date: new Date().toISOString(),
    machine: loadedMachine({
      note: 'PostgreSQL, Redis, the replicas, the gateway and the load generator share these cores',
      loadAverageAtStart: LOAD_AT_START,
    }),
    git: gitState(),
    settings: { durationS: DURATION_S, warmupS: WARMUP_S, connections: CONNECTIONS, openLoopRate: rate, mix, ports: PORTS },
    runs: [closedOne, closedTwo, openTwo, openOne],
    ratios: {
      closedLoop: ratios(closedTwo, closedOne),
      openLoop: ratios(openTwo, openOne),
    },
  };
  await cleanup();
  disarm();
  const base = writeResults(OUT_DIR, `replicas-${report.date.slice(0, 10)}`, report, markdown(report));
  log(`results: ${base}.json, ${base}.md (${Math.round((Date.now() - started) / 1000)} s)`);
} catch (error) {
  console.error('[bench:replicas] failed:', error);
  await cleanup();
  process.exit(1);
}

// ---- Load ------------------------------------------------------------------------------------

/** As fast as answers come, cycling through the mix on each connection. @param {string} origin @param {string[]} paths */
async function closedLoop(origin, paths) {
  const requests = paths.map((path) => ({ method: /** @type {const} */ ('GET'), path }));
  await autocannon({ url: origin, connections: CONNECTIONS, duration: WARMUP_S, requests });
  const r = await autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION_S, requests });
  return {
    rps: Math.round(r.requests.average),
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** One request every 1/rate seconds whatever the answers do. @param {string} origin @param {string} path @param {number} rate */
async function openLoop(origin, path, rate) {
  const r = await loadTest({ url: origin + path, requestsPerSecond: rate, maxSeconds: DURATION_S, agentKeepAlive: true, quiet: true });
  const codes = Object.entries(r.errorCodes ?? {});
  return {
    rps: Math.round(r.effectiveRps ?? r.rps),
    requests: r.totalRequests,
    p50: r.percentiles[50],
    p99: r.percentiles[99],
    max: r.maxLatencyMs,
    non2xx: codes.filter(([code]) => /^\d+$/.test(code)).reduce((n, [, c]) => n + Number(c), 0),
    errors: r.totalErrors,
  };
}

// ---- Counters --------------------------------------------------------------------------------

/** @param {pg.Client} db */
async function pgCounters(db) {
  const [statements] = (
    await db.query(`SELECT coalesce(sum(calls), 0)::bigint AS n FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat%'`)
  ).rows;
  const [database] = (
    await db.query(
      `SELECT xact_commit + xact_rollback AS transactions, tup_returned + tup_fetched AS rows_read
       FROM pg_stat_database WHERE datname = current_database()`,
    )
  ).rows;
  return { statements: Number(statements.n), transactions: Number(database.transactions), rowsRead: Number(database.rows_read) };
}

/** CPU milliseconds (user + system) of each part's processes. @param {Record<string, (number | undefined)[]>} byPart */
function cpuTimes(byPart) {
  /** @type {Record<string, number>} */
  const times = {};
  for (const [part, pids] of Object.entries(byPart)) {
    times[part] = pids.reduce((sum, pid) => sum + (pid ? processCpuMs(pid, part === 'postgres') : 0), 0);
  }
  return times;
}

/** @param {number} pid @param {boolean} withReapedChildren */
function processCpuMs(pid, withReapedChildren) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime are fields 14 and 15 of the whole line (11 and 12 after the command); cutime, cstime follow.
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    const ticks = (utime ?? 0) + (stime ?? 0) + (withReapedChildren ? (cutime ?? 0) + (cstime ?? 0) : 0);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The postmaster (from postmaster.pid) and its live children; exited backends count in its cutime. @param {string} pgDataDir */
function postgresPids(pgDataDir) {
  const postmaster = Number(readFileSync(join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === postmaster);
  return [postmaster, ...children];
}

/** @param {number} port */
function redisPids(port) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return cmdline.startsWith('redis-server') && cmdline.includes(`:${port}`);
      } catch {
        return false;
      }
    });
}

/** @param {number} pid */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

// ---- Report ------------------------------------------------------------------------------------

/** Two replicas' figures over one's. @param {any} two @param {any} one */
function ratios(two, one) {
  const r = (/** @type {number} */ a, /** @type {number} */ b) => (b ? round(a / b, 2) : null);
  return {
    throughput: r(two.rps, one.rps),
    p50: r(two.p50, one.p50),
    p99: r(two.p99, one.p99),
    statementsPerRequest: r(two.postgres.statements, one.postgres.statements),
    transactionsPerRequest: r(two.postgres.transactions, one.postgres.transactions),
    rowsReadPerRequest: r(two.postgres.rowsRead, one.postgres.rowsRead),
    cpuPerRequest: r(two.cpuMsPerRequest.total, one.cpuMsPerRequest.total),
    postgresCpuPerRequest: r(two.cpuMsPerRequest.postgres, one.cpuMsPerRequest.postgres),
    contentCpuPerRequest: r(contentCpu(two), contentCpu(one)),
    gatewayCpuPerRequest: r(two.cpuMsPerRequest.gateway, one.cpuMsPerRequest.gateway),
  };
}

/** @param {any} run */
function contentCpu(run) {
  return (run.cpuMsPerRequest['content-a'] ?? 0) + (run.cpuMsPerRequest['content-b'] ?? 0);
}

/** @param {any} r */
function markdown(r) {
  const cpu = (/** @type {any} */ run) =>
    ['gateway', 'content-a', 'content-b', 'postgres', 'redis', 'total'].map((part) => run.cpuMsPerRequest[part] ?? '—').join(' / ');
  const row = (/** @type {any} */ run) =>
    `| ${run.label} | ${run.requests} | ${run.rps} | ${run.p50} / ${run.p99} / ${run.max} | ${run.non2xx} / ${run.errors} | ${run.postgres.statements} | ${run.postgres.transactions} | ${run.postgres.rowsRead} | ${cpu(run)} |`;
  const ratioRow = (/** @type {string} */ name, /** @type {any} */ x) =>
    `| ${name} | ${x.throughput}× | ${x.p50}× / ${x.p99}× | ${x.statementsPerRequest}× | ${x.transactionsPerRequest}× | ${x.rowsReadPerRequest}× | ${x.contentCpuPerRequest}× | ${x.postgresCpuPerRequest}× | ${x.gatewayCpuPerRequest}× | ${x.cpuPerRequest}× |`;
  return [
    `# Replicas benchmark, ${r.date.slice(0, 10)}`,
    '',
    'Made by (after `npm run build:server`):',
    '',
    '```',
    r.command,
    '```',
    '',
    `Machine: ${r.machine.nproc} cores (${r.machine.cpuModel}), ${r.machine.memoryGiB} GiB, Node ${r.machine.node}; ${r.machine.note}; load average (1, 5, 15 min) ${r.machine.loadAverageAtStart.join(', ')} at the start, ${r.machine.loadAverageAtEnd.join(', ')} at the end. Code: git ${r.git.commit}${r.git.dirty ? ' (with uncommitted changes)' : ''}.`,
    '',
    `The stack: embedded PostgreSQL with pg_stat_statements, redis-server, one or two content services and the gateway, all with TRANSPORT=redis on loopback; the gateway with READ_CACHE=off (every read reaches the service) and every rate limit off. Closed loop: autocannon, ${r.settings.connections} connections cycling through ${r.settings.mix.map((/** @type {string} */ p) => `\`${p}\``).join(', ')}, ${r.settings.warmupS} s warm-up, ${r.settings.durationS} s measured (latencies in whole ms). Open loop: loadtest, \`${r.settings.mix[0]}\` at ${r.settings.openLoopRate}/s (half the smaller maximum) for ${r.settings.durationS} s. Statements are pg_stat_statements calls, transactions and rows read come from pg_stat_database (read ${STATS_FLUSH_MS / 1000} s after the run, once PostgreSQL has flushed them); CPU is user + system time from /proc per request (PostgreSQL: the postmaster, its backends and the backends that exited).`,
    '',
    '## Runs',
    '',
    '| run | requests | req/s | p50 / p99 / max ms | non-2xx / errors | statements / request | transactions / request | rows read / request | CPU ms / request: gateway / content-a / content-b / postgres / redis / total |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.runs.map(row),
    '',
    '## Two replicas against one',
    '',
    '| load | throughput | p50 / p99 | statements | transactions | rows read | content CPU | PostgreSQL CPU | gateway CPU | all CPU |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ratioRow('closed loop (as fast as answered)', r.ratios.closedLoop),
    ratioRow(`open loop (${r.settings.openLoopRate}/s)`, r.ratios.openLoop),
    '',
    `With two replicas each request cost ${r.ratios.closedLoop.statementsPerRequest}× (closed loop) and ${r.ratios.openLoop.statementsPerRequest}× (open loop) the PostgreSQL statements of one replica, ${r.ratios.closedLoop.contentCpuPerRequest}× and ${r.ratios.openLoop.contentCpuPerRequest}× the content service's CPU, and the most the stack answered was ${r.ratios.closedLoop.throughput}× one replica's: both replicas receive and answer every request and the gateway keeps the first answer, so the second replica adds work, not capacity (docs/scaling.md). The gateway's CPU per request stays about the same (it reads the second answer only to drop it).`,
    '',
  ].join('\n');
}

// ---- Small helpers -------------------------------------------------------------------------------
