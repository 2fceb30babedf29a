// @ts-check
/**
 * Resilience of the API: fuzz, the admin credential matrix, and faults under load.
 *
 *   node bench/resilience/run.mjs [--quick] [--seed N] [--requests 10000] [--strict] [--only fuzz,matrix,faults]
 *
 * 1. Fuzz: --requests generated requests over every route of the running gateway (read from
 *    gateway/dist's controllers), each from a PRNG seeded with (--seed, index): boundary and
 *    hostile strings, wrong types, malformed JSON, wrong content types and encodings, bodies over
 *    64 kB and 512 kB, headers over 16 kB, odd methods, path traversal, duplicated and odd query
 *    parameters, bad UUIDs, bad Idempotency-Key and Authorization headers, raw bytes no client
 *    sends. Half of every admin route's requests carry a real admin's token. Goals: no 5xx but 503;
 *    every /api answer in the JSON envelope; no log line repeating what a visitor typed (every
 *    typed value carries a marker unique to its request, looked for in <dataDir>/logs/*.log).
 * 2. Credentials: every /api/admin/* route and /api/auth/me under nine credentials, from none to
 *    the real admin's token. Goal: only the admin passes; everything else is 401 or 403.
 * 3. Faults: 4 clients read and write (POST /api/contact with an Idempotency-Key and a marker,
 *    retried with the same key after a 503 or a network error) while each part in turn — the four
 *    services, PostgreSQL (the whole process tree) and the gateway — is paused (SIGSTOP, then
 *    SIGCONT) and killed (SIGKILL). Per fault: what callers saw while it was down (goal: 503 or
 *    success, never a 500, no hang), and the time from its return to the first success of a route
 *    that needs it (goal ≤ 5 s). Then every 201 is looked up in engage.contact_messages: goal 0 lost,
 *    0 duplicated.
 * The stack is startStack (deploy/embedded/stack.mjs) on loopback, ports 25000-25999, data in
 * .data/bench-resilience/ (kept after the run for its logs; removed at the start of the next).
 * Rate limits are off (RATE_LIMIT_*=off) so the requests reach the code under test.
 * Results: bench/results/resilience-<date>.{json,md} (or --out DIR) with the command that made
 * them. Exit code: 1 when the bench itself fails; with --strict also when a goal is missed.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, startStack } from '../../deploy/embedded/stack.mjs';
import { credentialSet, runMatrix, signIn } from './credentials.mjs';
import { alive, checkWrites, childrenOf, faultControl, PARTS, pausedPids, runFaults } from './faults.mjs';
import { clip, runFuzz } from './fuzz.mjs';
import { Rng } from './fuzz-values.mjs';
import { createClient } from './http.mjs';
import { writeReport } from './report.mjs';
import { discoverRoutes, keyOf } from './routes.mjs';
import { bounded, commandLine, guardRun, runLog } from '../harness.mjs';
import { rateLimitVariables } from '../rate-limits.mjs';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    seed: { type: 'string' },
    requests: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    'load-clients': { type: 'string', default: '4' },
    'pause-seconds': { type: 'string' },
    'return-timeout-seconds': { type: 'string' },
    'max-seconds': { type: 'string', default: '1800' },
    only: { type: 'string', default: 'fuzz,matrix,faults' },
    out: { type: 'string' },
    port: { type: 'string', default: '25100' },
    'service-port-base': { type: 'string', default: '25200' },
    'pg-port': { type: 'string', default: '25532' },
    'auth-emulator-port': { type: 'string', default: '25290' },
  },
});
const QUICK = Boolean(values.quick);
const SEED = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : bounded(values.seed, 0, 2 ** 31 - 1);
const REQUESTS = bounded(values.requests ?? (QUICK ? '1500' : '10000'), 1, 200_000);
const CONCURRENCY = bounded(values.concurrency, 1, 32);
const LOAD_CLIENTS = bounded(values['load-clients'], 1, 32);
const PAUSE_MS = bounded(values['pause-seconds'] ?? (QUICK ? '2' : '5'), 1, 60) * 1000;
const RETURN_TIMEOUT_MS = bounded(values['return-timeout-seconds'] ?? (QUICK ? '20' : '30'), 5, 300) * 1000;
const MAX_MS = bounded(values['max-seconds'], 60, 7200) * 1000;
const ONLY = new Set(
  String(values.only)
    .split(',')
    .map((s) => s.trim()),
);
const PORT = bounded(values.port, 25000, 25999);
const SERVICE_PORT_BASE = bounded(values['service-port-base'], 25000, 25990);
const PG_PORT = bounded(values['pg-port'], 25000, 25999);
const AUTH_PORT = bounded(values['auth-emulator-port'], 25000, 25997);
const OUT_DIR = resolve(values.out ?? join(REPO_ROOT, 'bench', 'results'));
for (const part of ONLY)
  if (!['fuzz', 'matrix', 'faults'].includes(part)) throw new Error(`--only takes fuzz, matrix, faults; got ${part}`);

const COMMAND = commandLine([
  'node bench/resilience/run.mjs',
  QUICK ? '--quick' : '',
  `--seed ${SEED}`,
  `--requests ${REQUESTS}`,
  `--concurrency ${CONCURRENCY}`,
  `--load-clients ${LOAD_CLIENTS}`,
  `--pause-seconds ${PAUSE_MS / 1000}`,
  `--return-timeout-seconds ${RETURN_TIMEOUT_MS / 1000}`,
  `--max-seconds ${MAX_MS / 1000}`,
  ONLY.size < 3 ? `--only ${[...ONLY].join(',')}` : '',
  values.strict ? '--strict' : '',
  values.out ? `--out ${values.out}` : '',
  PORT !== 25100 ? `--port ${PORT}` : '',
  SERVICE_PORT_BASE !== 25200 ? `--service-port-base ${SERVICE_PORT_BASE}` : '',
  PG_PORT !== 25532 ? `--pg-port ${PG_PORT}` : '',
  AUTH_PORT !== 25290 ? `--auth-emulator-port ${AUTH_PORT}` : '',
]);

const ADMIN_EMAIL = 'bench-admin@example.com';
const VISITOR_EMAIL = 'bench-visitor@example.com';
const RUN_TAG = SEED.toString(36);
const dataDir = join(REPO_ROOT, '.data', 'bench-resilience', 'stack');
const started = Date.now();
const deadline = started + MAX_MS;
const log = runLog('resilience', started);

// The requests must reach the code under test, not the per-address limiter: every
// RATE_LIMIT_* rule the built gateway reads is switched off (the children inherit the env).
const RATE_LIMITS = rateLimitVariables();
for (const name of RATE_LIMITS) process.env[name] = 'off';

/** @type {Array<{ at: number, part: string, message: string }>} */
const events = [];
/** @type {Array<() => Promise<void>>} */
const cleanups = [];
let exitCode = 0;

// Whatever happens, the run ends: the parts keep to --max-seconds (deadline) themselves, and a
// watchdog three minutes past it takes everything down.
guardRun({ tag: 'resilience', maxMs: MAX_MS + 180_000, cleanup });

try {
  log(`seed ${SEED}; ${REQUESTS} fuzz requests; parts: ${[...ONLY].join(', ')}${QUICK ? ' (quick)' : ''}`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(relocatedPostgresDir(join(dataDir, 'postgres')), { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  let pgDataDir = /** @type {string | null} */ (join(dataDir, 'postgres'));
  const stack = await startStack({
    dataDir,
    port: PORT,
    servicePortBase: SERVICE_PORT_BASE,
    pgPort: PG_PORT,
    authEmulatorPort: AUTH_PORT,
    // The local MailDev beside the emulator's three ports, away from a running `npm start`'s 1025 and 1080.
    mailSmtpPort: AUTH_PORT + 5,
    mailWebPort: AUTH_PORT + 6,
    adminEmails: ADMIN_EMAIL,
    onEvent: (part, message) => {
      events.push({ at: Date.now(), part, message });
      const dir = /data in (\S+)/.exec(message)?.[1];
      if (part === 'postgres' && dir) pgDataDir = dir.replace(/,$/, '');
      if (Date.now() - started > 5_000) log(`stack: ${part}: ${message}`);
    },
  });
  cleanups.push(stack.stop);
  let stackStopped = false;
  const stopStack = async () => {
    if (stackStopped) return;
    stackStopped = true;
    log('stopping the stack');
    await withTimeout(stack.stop(), 60_000);
    cleanups.length = 0;
    await endChildren();
  };
  const startupMs = Date.now() - started;
  const origin = `http://127.0.0.1:${PORT}`;
  const client = createClient(origin, { maxSockets: 32 });
  log(`stack up in ${Math.round(startupMs / 1000)} s at ${origin}; logs in ${stack.logDir}`);

  // Accounts: the admin (ADMIN_EMAILS) and a visitor, signed in through the emulator.
  const admin = await signIn(stack.authEmulatorHost, { sub: 'google-bench-admin', email: ADMIN_EMAIL, name: 'Bench Admin' });
  const visitor = await signIn(stack.authEmulatorHost, { sub: 'google-bench-visitor', email: VISITOR_EMAIL, name: 'Bench Visitor' });
  const me = await getJson(client, '/api/auth/me', admin.idToken);
  if (me?.data?.isAdmin !== true) log(`warning: /api/auth/me does not call the bench admin an admin: ${clip(JSON.stringify(me), 200)}`);
  const tokens = { admin: admin.idToken, visitor: visitor.idToken };
  const credentials = credentialSet({
    adminToken: admin.idToken,
    visitorToken: visitor.idToken,
    adminEmail: ADMIN_EMAIL,
    projectId: 'demo-livefully',
  });
  /** @type {Record<string, string>} */
  const fuzzTokens = { ...tokens };
  for (const c of credentials) if (c.authorization?.startsWith('Bearer ')) fuzzTokens[c.id] = c.authorization.slice(7);

  const discovered = await discoverRoutes(REPO_ROOT);
  log(`${discovered.routes.length} routes from ${discovered.source}`);
  const ctx = await contextOf(client, tokens.admin);

  /** @type {any} */
  const report = {
    command: COMMAND,
    date: new Date().toISOString(),
    seed: SEED,
    quick: QUICK,
    machine: {
      node: process.version,
      nproc: availableParallelism(),
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    },
    git: gitState(),
    settings: {
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      loadClients: LOAD_CLIENTS,
      pauseMs: PAUSE_MS,
      returnTimeoutMs: RETURN_TIMEOUT_MS,
      ports: { gateway: PORT, services: `${SERVICE_PORT_BASE + 1}-${SERVICE_PORT_BASE + 4}`, postgres: PG_PORT, authEmulator: AUTH_PORT },
      rateLimits: `off (${RATE_LIMITS.join(', ')})`,
      dataDir,
    },
    startupMs,
    routes: { source: discovered.source, list: discovered.routes.map(keyOf), notInGateway: discovered.missingFromGateway },
  };

  if (ONLY.has('fuzz')) {
    const phaseStart = Date.now();
    const eventsBefore = events.length;
    const fuzz = await runFuzz({
      client,
      routes: discovered.routes,
      count: REQUESTS,
      concurrency: CONCURRENCY,
      seed: SEED,
      runTag: RUN_TAG,
      ctx: { ...ctx, tokens: fuzzTokens, adminEmail: ADMIN_EMAIL },
      timeoutMs: 15_000,
      deadline: Math.min(deadline, Date.now() + MAX_MS * 0.5),
      log,
    });
    const health = await getJson(client, '/api/health');
    report.fuzz = summarizeFuzz(fuzz, discovered.routes.map(keyOf));
    report.fuzz.processEvents = events
      .slice(eventsBefore)
      .map((e) => ({ t: Math.round((e.at - phaseStart) / 1000), part: e.part, message: e.message }));
    report.fuzz.healthAfter = health?.data ?? health;
    report.fuzz.contextUsed = {
      slugs: ctx.slugs,
      ids: Object.fromEntries(Object.entries(ctx.ids).map(([k, v]) => [k, v.length])),
      created: Object.fromEntries(Object.entries(ctx.created).map(([k, v]) => [k, v.length])),
    };
    log(
      `fuzz: ${fuzz.results.length} requests in ${Math.round(fuzz.seconds)} s; ${report.fuzz.goals.fiveHundreds} × 5xx≠503, ${report.fuzz.goals.nonEnvelope} non-envelope /api answers`,
    );
    report.fuzzCases = fuzz.cases;
  }

  if (ONLY.has('matrix')) {
    const rng = new Rng(SEED ^ 0x5eed);
    const matrix = await runMatrix({
      client,
      routes: discovered.routes,
      credentials,
      ids: ctx.ids,
      repeats: 2,
      adminEmail: ADMIN_EMAIL,
      randomUuid: () => rng.uuid(),
    });
    report.matrix = {
      credentials: credentials.map(({ id, label }) => ({ id, label })),
      routes: matrix.routes,
      cells: matrix.cells,
      failed: matrix.cells.filter((c) => !c.ok).length,
    };
    log(`matrix: ${matrix.cells.length} cells, ${report.matrix.failed} miss the goal`);
  }

  if (ONLY.has('faults')) {
    const slugs = {
      post: (await firstSlug(client, '/api/blog-posts')) ?? ctx.slugs.post,
      topic: (await firstSlug(client, '/api/topics')) ?? ctx.slugs.topic,
    };
    const faults = await runFaults({
      client,
      stack,
      runDir: stack.runDir,
      pgDataDir,
      slugs,
      tokens,
      runTag: RUN_TAG,
      clients: LOAD_CLIENTS,
      pauseMs: PAUSE_MS,
      returnTimeoutMs: RETURN_TIMEOUT_MS,
      recoverTimeoutMs: QUICK ? 20_000 : 30_000,
      settleMs: QUICK ? 1_000 : 3_000,
      hangMs: 5_000,
      deadline,
      events,
      log,
      readyPath: discovered.routes.some((r) => keyOf(r) === 'GET /api/health/ready') ? '/api/health/ready' : null,
    });
    report.faults = {
      parts: PARTS,
      pgDataDir,
      faults: faults.faults.map(({ events: ev, ...rest }) => ({ ...rest, events: ev })),
      gone: faults.gone,
      load: loadSummary(faults.records),
    };
    // Every acknowledged write against the database; if PostgreSQL did not come back, the bench
    // starts it on the same data directory to look.
    try {
      report.faults.writes = { ...(await checkWrites(stack.databaseUrl, RUN_TAG, faults.writes)), readVia: 'the stack’s PostgreSQL' };
    } catch (error) {
      log(
        `the stack's database does not answer (${/** @type {Error} */ (error).message}); stopping the stack and starting PostgreSQL on its data to check the writes`,
      );
      await stopStack();
      const { startPostgres } = await import('../../deploy/embedded/postgres.mjs');
      const pgServer = await startPostgres({ dataDir: join(dataDir, 'postgres'), port: PG_PORT });
      try {
        report.faults.writes = {
          ...(await checkWrites(pgServer.url, RUN_TAG, faults.writes)),
          readVia: 'PostgreSQL restarted by the bench on the stack’s data (the stack had not brought it back)',
        };
      } finally {
        await withTimeout(pgServer.stop(), 30_000);
      }
    }
    log(
      `faults: ${report.faults.writes.acknowledged} acknowledged writes, ${report.faults.writes.lost} lost, ${report.faults.writes.duplicated} duplicated`,
    );
  }

  // The logs are complete once every part has stopped and flushed them.
  await stopStack();
  if (report.fuzz)
    report.fuzz.explained = explainFromLogs(
      stack.logDir,
      report.fuzz.fiveHundredList.concat(report.fuzz.nonEnvelopeList, report.fuzz.noAnswerList),
    );
  report.logLeaks = scanLogs(stack.logDir, report.fuzzCases ?? new Map(), RUN_TAG);
  delete report.fuzzCases;
  report.seconds = Math.round((Date.now() - started) / 1000);
  report.goalsMissed = goalsMissed(report);
  writeReport(report, OUT_DIR);
  log(`done in ${report.seconds} s; goals missed: ${report.goalsMissed.length ? report.goalsMissed.join('; ') : 'none'}`);
  if (values.strict && report.goalsMissed.length) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);

/* ----- helpers ----- */

async function cleanup() {
  faultControl.stopping = true;
  for (const pid of pausedPids) {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // gone
    }
  }
  for (const fn of cleanups.reverse()) await withTimeout(fn(), 60_000).catch(() => {});
  cleanups.length = 0;
  await endChildren();
}

/**
 * Whatever this process started and is still running (a PostgreSQL whose stop hangs after a
 * SIGKILL, a paused process): SIGCONT, SIGTERM, then SIGKILL, each by its pid.
 */
async function endChildren() {
  const mine = childrenOf(process.pid).filter(alive);
  if (!mine.length) return;
  for (const pid of mine) {
    try {
      process.kill(pid, 'SIGCONT');
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  const until = Date.now() + 5_000;
  while (Date.now() < until && mine.some(alive)) await new Promise((r) => setTimeout(r, 100));
  for (const pid of mine.filter(alive)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

/** @template T @param {Promise<T>} promise @param {number} ms */
function withTimeout(promise, ms) {
  return Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(undefined), ms).unref())]);
}

/** Where startPostgres puts the data when run as root under a closed parent (same rule). */
function relocatedPostgresDir(/** @type {string} */ dir) {
  const key = createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 12);
  return join('/var/tmp/live-fully', key, 'postgres');
}

/** @param {ReturnType<typeof createClient>} client @param {string} path @param {string} [token] */
async function getJson(client, path, token) {
  const res = await client.request({ path, headers: token ? { authorization: `Bearer ${token}` } : {}, timeoutMs: 10_000 });
  try {
    return JSON.parse(res.body);
  } catch {
    return { status: res.status, error: res.error, body: clip(res.body, 200) };
  }
}

/** Every object with an `id` (and `slug`) anywhere in a JSON answer. @param {any} value @returns {any[]} */
function rowsOf(value) {
  if (Array.isArray(value)) return value.flatMap(rowsOf);
  if (value && typeof value === 'object') {
    if (typeof value.id === 'string') return [value];
    return Object.values(value).flatMap(rowsOf);
  }
  return [];
}

/** @param {ReturnType<typeof createClient>} client @param {string} path */
async function firstSlug(client, path) {
  // Not one the fuzz gave a row (its marker would be logged with every request's path).
  return rowsOf((await getJson(client, path))?.data).find((r) => typeof r.slug === 'string' && !r.slug.includes('zqx'))?.slug ?? null;
}

/**
 * Real slugs and ids for valid requests (and for the fuzz to damage one part of).
 * @param {ReturnType<typeof createClient>} client @param {string} adminToken
 */
async function contextOf(client, adminToken) {
  const posts = rowsOf((await getJson(client, '/api/blog-posts'))?.data);
  const guides = rowsOf((await getJson(client, '/api/guides'))?.data);
  const topics = rowsOf((await getJson(client, '/api/topics'))?.data);
  // Two messages, so the inbox has rows to mark handled.
  for (let n = 0; n < 2; n++) {
    await client.request({
      method: 'POST',
      path: '/api/contact',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email: 'bench.setup@example.com', subject: 'Setup', message: `Setup message ${n}` }),
    });
  }
  /** @type {Record<string, string[]>} */
  const ids = {};
  for (const kind of ['posts', 'guides', 'topics', 'categories'])
    ids[kind] = rowsOf((await getJson(client, `/api/admin/${kind}`, adminToken))?.data).map((r) => r.id);
  const categories = rowsOf((await getJson(client, '/api/admin/categories', adminToken))?.data);
  ids.messages = rowsOf((await getJson(client, '/api/admin/contact-messages', adminToken))?.data).map((r) => r.id);
  ids.posts = ids.posts?.length ? ids.posts : posts.map((r) => r.id);
  return {
    slugs: {
      post: posts[0]?.slug ?? 'no-post',
      guide: guides[0]?.slug ?? 'no-guide',
      topic: topics[0]?.slug ?? 'no-topic',
      category: posts[0]?.categorySlug ?? categories[0]?.slug ?? 'no-category',
    },
    ids,
    created: /** @type {Record<string, string[]>} */ ({}),
    categoryId: categories[0]?.id ?? '00000000-0000-4000-8000-000000000000',
  };
}

function gitState() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n').filter(Boolean).length;
    return { commit, uncommittedFiles: changed };
  } catch {
    return { commit: 'unknown', uncommittedFiles: null };
  }
}

/** Status buckets for the tables. @param {{ status: number, app: boolean, api: boolean, error: string | null }} r */
function bucket(r) {
  if (!r.status) return r.error === 'TIMEOUT' ? 'timeout' : 'no answer';
  if (!r.app) return 'parser';
  if (r.status === 503) return '503';
  if (r.status >= 500) return '5xx≠503';
  if (r.status >= 200 && r.status < 300) return '2xx';
  if ([400, 401, 403, 404, 413, 415].includes(r.status)) return String(r.status);
  return 'other';
}

/** @param {Awaited<ReturnType<typeof runFuzz>>} fuzz @param {string[]} routeKeys */
function summarizeFuzz(fuzz, routeKeys) {
  const { results, anomalies } = fuzz;
  /** @type {Record<string, Record<string, number>>} */
  const byClass = {};
  /** @type {Record<string, Record<string, number>>} */
  const byRoute = {};
  /** @type {Record<string, number>} */
  const byStatus = {};
  /** @type {Record<string, number>} */
  const other = {};
  for (const r of results) {
    const b = bucket(r);
    (byClass[r.cls] ??= { requests: 0 }).requests++;
    byClass[r.cls][b] = (byClass[r.cls][b] ?? 0) + 1;
    (byRoute[r.route] ??= { requests: 0 }).requests++;
    byRoute[r.route][b] = (byRoute[r.route][b] ?? 0) + 1;
    if (r.problem) byRoute[r.route]['non-envelope'] = (byRoute[r.route]['non-envelope'] ?? 0) + 1;
    const s = r.status ? String(r.status) : r.error === 'TIMEOUT' ? 'timeout' : 'no answer';
    byStatus[s] = (byStatus[s] ?? 0) + 1;
    if (b === 'other') other[r.status] = (other[r.status] ?? 0) + 1;
  }
  const fiveHundredList = anomalies.filter((a) => a.response.status >= 500 && a.response.status !== 503);
  const nonEnvelopeList = anomalies.filter((a) => a.problem && !(a.response.status >= 500 && a.response.status !== 503));
  const noAnswerList = anomalies.filter((a) => !a.response.status);
  const leakList = anomalies.filter((a) => a.why.includes('answer looks like a file from the server'));
  const parser = results.filter((r) => r.status && !r.app);
  /** @type {Record<string, number>} */
  const parserByStatus = {};
  for (const r of parser) parserByStatus[r.status] = (parserByStatus[r.status] ?? 0) + 1;
  /** @type {Record<string, number>} */
  const parserGroups = {};
  for (const r of parser) {
    const k = `${r.status} [${r.cls}: ${r.kind}]`;
    parserGroups[k] = (parserGroups[k] ?? 0) + 1;
  }
  const apiAnswers = results.filter((r) => r.status && r.api);
  /** The same, by input alone: one cause usually shows on every route. */
  const inputCount = (/** @type {any[]} */ list) => {
    /** @type {Record<string, { count: number, routes: Set<string> }>} */
    const out = {};
    for (const a of list) {
      const k = `${a.response.status || a.response.error} [${a.cls}: ${a.kind}]${a.response.status && !a.app ? ' (before the app)' : ''}`;
      (out[k] ??= { count: 0, routes: new Set() }).count++;
      out[k].routes.add(a.route);
    }
    return Object.entries(out)
      .sort((x, y) => y[1].count - x[1].count)
      .map(([what, g]) => ({ what, count: g.count, routes: g.routes.size }));
  };
  const groupCount = (/** @type {any[]} */ list) => {
    /** @type {Record<string, number>} */
    const out = {};
    for (const a of list) {
      const k = `${a.response.status || a.response.error} ${a.route} [${a.cls}: ${a.kind}]${a.response.status && !a.app ? ' (before the app)' : ''}`;
      out[k] = (out[k] ?? 0) + 1;
    }
    return Object.entries(out)
      .sort((x, y) => y[1] - x[1])
      .map(([k, n]) => ({ what: k, count: n }));
  };
  return {
    requests: results.length,
    seconds: Math.round(fuzz.seconds),
    truncated: fuzz.truncated,
    routesCovered: Object.keys(byRoute).length,
    routesTotal: routeKeys.length,
    byStatus,
    otherStatuses: other,
    byClass,
    byRoute,
    parserByStatus,
    parserGroups: Object.entries(parserGroups)
      .sort((x, y) => y[1] - x[1])
      .map(([what, count]) => ({ what, count })),
    goals: {
      fiveHundreds: fiveHundredList.length,
      apiAnswers: apiAnswers.length,
      nonEnvelope: results.filter((r) => r.problem).length,
      nonEnvelopeBeforeApp: results.filter((r) => r.problem && !r.app).length,
      envelopeShare: apiAnswers.length
        ? Math.round((1 - results.filter((r) => r.problem).length / apiAnswers.length) * 10_000) / 100
        : null,
      noAnswer: noAnswerList.length,
      leaks: leakList.length,
      parserAnswers: parser.length,
    },
    fiveHundredGroups: groupCount(fiveHundredList),
    nonEnvelopeGroups: groupCount(nonEnvelopeList),
    noAnswerGroups: groupCount(noAnswerList),
    fiveHundredInputs: inputCount(fiveHundredList),
    nonEnvelopeInputs: inputCount(nonEnvelopeList),
    noAnswerInputs: inputCount(noAnswerList),
    fiveHundredList: fiveHundredList.slice(0, 20),
    nonEnvelopeList: nonEnvelopeList.slice(0, 20),
    noAnswerList: noAnswerList.slice(0, 20),
    leakList: leakList.slice(0, 20),
  };
}

/** The log lines a failed request left (by its correlation id): what the code said went wrong. @param {string} logDir @param {any[]} list */
function explainFromLogs(logDir, list) {
  /** @type {Map<string, any>} */
  const wanted = new Map();
  for (const a of list) {
    const id = a.response.correlationId ?? a.request.correlationId;
    if (typeof id === 'string') wanted.set(id, a);
  }
  if (!wanted.size) return [];
  /** @type {Record<string, string[]>} */
  const lines = {};
  for (const file of safeLogFiles(logDir)) {
    for (const line of readFileSync(join(logDir, file), 'utf8').split('\n')) {
      if (!line.includes('"correlationId"')) continue;
      const id = /"correlationId":"([^"]+)"/.exec(line)?.[1];
      if (!id || !wanted.has(id)) continue;
      if (!/"level":"(error|warn|fatal)"/.test(line)) continue;
      (lines[id] ??= []).push(`${file}: ${clip(line, 600)}`);
    }
  }
  return Object.entries(lines).map(([id, l]) => ({
    correlationId: id,
    route: wanted.get(id).route,
    status: wanted.get(id).response.status,
    lines: l.slice(0, 4),
  }));
}

/** @param {string} logDir */
function safeLogFiles(logDir) {
  try {
    return readdirSync(logDir).filter((f) => /\.log(\.\d+)?$/.test(f));
  } catch {
    return [];
  }
}

/**
 * Log lines that repeat a value a visitor typed: each marker traced to its request, the place
 * it was put, and the field of the log line that carried it.
 * @param {string} logDir @param {Map<number, { route: string, cls: string, kind: string, placements: string[] }>} cases @param {string} runTag
 */
function scanLogs(logDir, cases, runTag) {
  const re = new RegExp(`zqx([fl])-${runTag}-([0-9a-z]{5})`, 'g');
  /** @type {any} */
  const out = {
    files: {},
    fuzz: { lines: 0, requests: 0, byPlacement: {}, byField: {}, byRoute: {}, samples: [], correlationIdOnly: { lines: 0, requests: 0 } },
    load: { lines: 0, writes: 0, byField: {}, samples: [] },
  };
  /** @type {Set<string>} */
  const byDesign = new Set();
  /** @type {Set<string>} */
  const fuzzSeen = new Set();
  /** @type {Set<string>} */
  const loadSeen = new Set();
  for (const file of safeLogFiles(logDir)) {
    const text = readFileSync(join(logDir, file), 'utf8');
    let hits = 0;
    for (const line of text.split('\n')) {
      if (!line.includes('zqx')) continue;
      const found = [...line.matchAll(re)];
      if (!found.length) continue;
      hits++;
      const fields = fieldsWith(line, found[0]?.[0] ?? '');
      // A caller's own well-formed x-correlation-id is kept and logged by design (docs/architecture.md).
      if (fields.every((f) => f === 'correlationId')) {
        out.fuzz.correlationIdOnly.lines++;
        for (const m of found) byDesign.add(`${m[1]}-${m[2]}`);
        continue;
      }
      const kinds = new Set(found.map((m) => m[1]));
      for (const kind of kinds) {
        const target = kind === 'f' ? out.fuzz : out.load;
        target.lines++;
        for (const f of fields) target.byField[`${file}: ${f}`] = (target.byField[`${file}: ${f}`] ?? 0) + 1;
        if (target.samples.length < 12) target.samples.push(`${file}: ${clip(line, 400)}`);
      }
      for (const m of found) {
        const id = `${m[1]}-${m[2]}`;
        if (m[1] === 'f') {
          if (fuzzSeen.has(id)) continue;
          fuzzSeen.add(id);
          const c = cases.get(parseInt(m[2] ?? '', 36));
          const where = c ? c.placements.join('+') || '(none)' : '(unknown request)';
          out.fuzz.byPlacement[where] = (out.fuzz.byPlacement[where] ?? 0) + 1;
          if (c) out.fuzz.byRoute[`${c.route} [${c.cls}]`] = (out.fuzz.byRoute[`${c.route} [${c.cls}]`] ?? 0) + 1;
        } else loadSeen.add(id);
      }
    }
    out.files[file] = hits;
  }
  out.fuzz.requests = fuzzSeen.size;
  out.fuzz.correlationIdOnly.requests = [...byDesign].filter((id) => !fuzzSeen.has(id)).length;
  out.load.writes = loadSeen.size;
  return out;
}

/** The JSON key paths of a log line whose text contains `needle`. @param {string} line @param {string} needle */
function fieldsWith(line, needle) {
  /** @type {string[]} */
  const paths = [];
  /** @param {any} v @param {string} path */
  const walk = (v, path) => {
    if (typeof v === 'string') {
      if (v.includes(needle)) paths.push(path || '(value)');
    } else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
  };
  try {
    walk(JSON.parse(line), '');
  } catch {
    paths.push('(not JSON)');
  }
  return paths.length ? paths : ['(escaped)'];
}

/** @param {import('./faults.mjs').LoadRecord[]} records */
function loadSummary(records) {
  const load = records.filter((r) => r.source === 'load');
  /** @type {Record<string, number>} */
  const byStatus = {};
  for (const r of load) {
    const s = r.status ? String(r.status) : r.error === 'TIMEOUT' ? 'timeout' : `net:${r.error}`;
    byStatus[s] = (byStatus[s] ?? 0) + 1;
  }
  const seconds = load.length ? (Math.max(...load.map((r) => r.ended)) - Math.min(...load.map((r) => r.started))) / 1000 : 0;
  return {
    requests: load.length,
    probes: records.length - load.length,
    byStatus,
    seconds: Math.round(seconds),
    perSecond: seconds ? Math.round(load.length / seconds) : 0,
  };
}

/** Every goal missed, one line each. @param {any} report */
function goalsMissed(report) {
  /** @type {string[]} */
  const missed = [];
  const f = report.fuzz;
  if (f) {
    if (f.requests < 10_000 && !report.quick) missed.push(`fuzz: ${f.requests} requests, fewer than 10,000`);
    if (f.goals.fiveHundreds) missed.push(`fuzz: ${f.goals.fiveHundreds} × 5xx other than 503`);
    if (f.goals.nonEnvelope) missed.push(`fuzz: ${f.goals.nonEnvelope} /api answers not in the envelope`);
    if (f.goals.noAnswer) missed.push(`fuzz: ${f.goals.noAnswer} requests without an answer`);
    if (f.goals.leaks) missed.push(`fuzz: ${f.goals.leaks} answers that look like server files`);
    if (f.processEvents.some((/** @type {any} */ e) => /exited/.test(e.message))) missed.push('fuzz: a process exited during the fuzz');
  }
  if (report.logLeaks?.fuzz.requests)
    missed.push(`logs: ${report.logLeaks.fuzz.requests} fuzz requests' typed values in ${report.logLeaks.fuzz.lines} log lines`);
  if (report.logLeaks?.load.writes)
    missed.push(`logs: ${report.logLeaks.load.writes} load writes' messages in ${report.logLeaks.load.lines} log lines`);
  if (report.matrix?.failed) missed.push(`matrix: ${report.matrix.failed} route × credential cells off the goal`);
  if (report.faults) {
    for (const x of report.faults.faults) {
      if (x.skipped) {
        missed.push(`faults: ${x.part} ${x.mode}: ${x.skipped}`);
        continue;
      }
      const bad = Object.entries(x.goals ?? {})
        .filter(([, ok]) => !ok)
        .map(([k]) => k);
      if (bad.length) missed.push(`faults: ${x.part} ${x.mode}: ${bad.join(', ')}`);
    }
    if (report.faults.writes?.lost) missed.push(`faults: ${report.faults.writes.lost} acknowledged writes lost`);
    if (report.faults.writes?.duplicated) missed.push(`faults: ${report.faults.writes.duplicated} writes stored more than once`);
  }
  return missed;
}
