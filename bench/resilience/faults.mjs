// @ts-check
/**
 * Part 3: a bounded load (public reads and contact writes with an Idempotency-Key each) while
 * one part of the stack at a time is paused (SIGSTOP, then SIGCONT) or killed (SIGKILL), and,
 * at the end, every acknowledged write looked up in the database.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { markerOf } from './fuzz-values.mjs';

export const PARTS = /** @type {const} */ (['content', 'search', 'engage', 'identity', 'postgres', 'gateway']);
export const MODES = /** @type {const} */ (['SIGSTOP', 'SIGKILL']);

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Processes paused right now, so that whoever stops the run (Ctrl-C included) can resume them first. */
export const pausedPids = /** @type {Set<number>} */ (new Set());
/** Set when the run is being stopped: no new signal is sent to any part after that. */
export const faultControl = { stopping: false };

/**
 * @typedef {{ route: string, needs: string[], status: number, error: string | null, ms: number, started: number, ended: number, source: 'load' | 'probe' | 'ready', write?: number, attempt?: number }} LoadRecord
 * @typedef {{ id: number, marker: string, key: string, attempts: Array<{ status: number, error: string | null, ms: number, started: number }>, acknowledged: boolean, gaveUp: boolean }} Write
 */

/**
 * Where a part's pid is: the runner's pid file first (it is rewritten on every restart), then
 * what the stack object knows, then — for PostgreSQL — the first line of its postmaster.pid.
 * @param {{ runDir: string, stack: any, pgDataDir: string | null }} where @param {string} part
 * @returns {number | null}
 */
export function pidOf({ runDir, stack, pgDataDir }, part) {
  const file = join(runDir, `${part}.pid`);
  const fromFile = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : 0;
  if (fromFile && alive(fromFile)) return fromFile;
  const fromStack = typeof stack.pid === 'function' ? Number(stack.pid(part) ?? 0) : 0;
  if (fromStack && alive(fromStack)) return fromStack;
  if (part === 'postgres' && pgDataDir) {
    const pidFile = join(pgDataDir, 'postmaster.pid');
    const fromPg = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    if (fromPg && alive(fromPg)) return fromPg;
  }
  return null;
}

/** @param {number} pid */
export function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie (killed, not yet reaped) is not alive for our purposes.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z /.test(stat);
  } catch {
    return true;
  }
}

/** The direct children of a process (PostgreSQL's backends and helpers). @param {number} pid */
export function childrenOf(pid) {
  /** @type {number[]} */
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** @param {number[]} pids @param {NodeJS.Signals} signal */
function signalAll(pids, signal) {
  /** @type {number[]} */
  const sent = [];
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
      sent.push(pid);
    } catch {
      // already gone
    }
  }
  return sent;
}

/**
 * @param {{
 *   client: ReturnType<typeof import('./http.mjs').createClient>,
 *   stack: any, runDir: string, pgDataDir: string | null,
 *   slugs: { post: string, topic: string }, tokens: { admin: string, visitor: string },
 *   runTag: string, clients: number, pauseMs: number, returnTimeoutMs: number, recoverTimeoutMs: number,
 *   settleMs: number, hangMs: number, deadline: number, events: Array<{ at: number, part: string, message: string }>,
 *   log: (line: string) => void, parts?: readonly string[], readyPath: string | null,
 * }} options
 */
export async function runFaults(options) {
  const { client, stack, runDir, pgDataDir, slugs, tokens, runTag, log, events } = options;
  const where = { runDir, stack, pgDataDir };
  /** @type {LoadRecord[]} */
  const records = [];
  /** @type {Write[]} */
  const writes = [];
  const paused = pausedPids;
  let stopped = false;

  const content = ['gateway', 'content', 'postgres'];
  const reads = [
    { route: 'GET /api/blog-posts?limit=9', path: () => '/api/blog-posts?limit=9', needs: content },
    { route: 'GET /api/blog-posts/:slug', path: () => `/api/blog-posts/${slugs.post}`, needs: content },
    { route: 'GET /api/topics', path: () => '/api/topics', needs: content },
    { route: 'GET /api/guides', path: () => '/api/guides', needs: content },
    { route: 'GET /api/topics/:slug/blog-posts', path: () => `/api/topics/${slugs.topic}/blog-posts`, needs: content },
    {
      route: 'GET /api/search?q=',
      path: () => `/api/search?q=${['wellness', 'travel', 'mindf', 'balance'][Math.floor(Math.random() * 4)]}`,
      needs: ['gateway', 'search'],
    },
    { route: 'GET /api/health', path: () => '/api/health', needs: ['gateway'] },
    { route: 'GET /api/auth/me', path: () => '/api/auth/me', needs: ['gateway', 'identity', 'postgres'], auth: tokens.visitor },
  ];
  const WRITE_NEEDS = ['gateway', 'engage', 'postgres'];
  /** What each part's probe asks: a route that needs that part. */
  const PROBES = /** @type {Record<string, { route: string, path: string, needs: string[], auth?: string }>} */ ({
    content: { route: 'GET /api/topics', path: '/api/topics', needs: content },
    search: { route: 'GET /api/search?q=', path: '/api/search?q=wellness', needs: ['gateway', 'search'] },
    engage: {
      route: 'GET /api/admin/engage/counts',
      path: '/api/admin/engage/counts',
      needs: ['gateway', 'engage', 'postgres'],
      auth: tokens.admin,
    },
    identity: { route: 'GET /api/auth/me', path: '/api/auth/me', needs: ['gateway', 'identity', 'postgres'], auth: tokens.visitor },
    postgres: { route: 'GET /api/topics', path: '/api/topics', needs: content },
    gateway: { route: 'GET /api/health', path: '/api/health', needs: ['gateway'] },
  });

  /** @param {{ route: string, path: string | (() => string), needs: string[], auth?: string }} target @param {'load' | 'probe' | 'ready'} source */
  const read = async (target, source) => {
    /** @type {Record<string, string>} */
    const headers = { 'x-correlation-id': `${source}-${runTag}-${Math.random().toString(36).slice(2, 10)}` };
    if (target.auth) headers.authorization = `Bearer ${target.auth}`;
    const path = typeof target.path === 'function' ? target.path() : target.path;
    const res = await client.request({ method: 'GET', path, headers, timeoutMs: 10_000 });
    /** @type {LoadRecord} */
    const record = {
      route: target.route,
      needs: target.needs,
      status: res.status,
      error: res.error,
      ms: res.ms,
      started: res.started,
      ended: res.ended,
      source,
    };
    records.push(record);
    return record;
  };

  let writeCount = 0;
  const write = async () => {
    const id = writeCount++;
    const marker = markerOf('l', runTag, id);
    /** @type {Write} */
    const w = { id, marker, key: randomUUID(), attempts: [], acknowledged: false, gaveUp: false };
    writes.push(w);
    const body = JSON.stringify({
      name: 'Load Client',
      email: `load.client.${id}@example.com`,
      subject: 'Resilience bench',
      message: `${marker} written under load`,
    });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await client.request({
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json', 'idempotency-key': w.key, 'x-correlation-id': `write-${runTag}-${id}-${attempt}` },
        body,
        timeoutMs: 10_000,
      });
      records.push({
        route: 'POST /api/contact',
        needs: WRITE_NEEDS,
        status: res.status,
        error: res.error,
        ms: res.ms,
        started: res.started,
        ended: res.ended,
        source: 'load',
        write: id,
        attempt,
      });
      w.attempts.push({ status: res.status, error: res.error, ms: res.ms, started: res.started });
      if (res.status === 201) {
        w.acknowledged = true;
        return;
      }
      // The same request, the same key, again: only for an answer that says "try again".
      if (res.status !== 503 && res.status !== 0) break;
      if (stopped) break;
      await sleep(300 * attempt);
    }
    w.gaveUp = !w.acknowledged;
  };

  const loadClient = async (/** @type {number} */ n) => {
    let i = n;
    while (!stopped && !faultControl.stopping && Date.now() < options.deadline) {
      i++;
      if (i % 4 === 0) await write();
      else {
        const r = await read(/** @type {any} */ (reads[(i * 7 + n) % reads.length]), 'load');
        if (!r.status) await sleep(200);
      }
      await sleep(25 + Math.random() * 50);
    }
  };

  /** Probes of one part: a new one every 150 ms, at most 8 in flight, so one that hangs does not hide the recovery. */
  const startProbe = (/** @type {string} */ part) => {
    let on = true;
    let inFlight = 0;
    const target = /** @type {any} */ (PROBES[part]);
    const loop = (async () => {
      while (on && Date.now() < options.deadline) {
        if (inFlight < 8) {
          inFlight++;
          read(target, 'probe').finally(() => inFlight--);
        }
        await sleep(150);
      }
      while (inFlight > 0) await sleep(50);
    })();
    return async () => {
      on = false;
      await loop;
    };
  };

  /** What /api/health/ready says, every 500 ms, while a fault lasts (when the gateway has it). */
  const startReadyPoll = () => {
    if (!options.readyPath) return async () => {};
    let on = true;
    const target = { route: 'GET /api/health/ready', path: options.readyPath, needs: [] };
    const loop = (async () => {
      while (on && Date.now() < options.deadline) {
        await Promise.all([read(target, 'ready'), sleep(500)]);
      }
    })();
    return async () => {
      on = false;
      await loop;
    };
  };

  /** Waits until each listed part's probe answers 2xx; false after `ms`. */
  const waitHealthy = async (/** @type {string[]} */ parts, /** @type {number} */ ms) => {
    const until = Date.now() + ms;
    /** @type {Set<string>} */
    const pending = new Set(parts);
    while (pending.size && Date.now() < until) {
      for (const part of [...pending]) {
        const r = await read(/** @type {any} */ (PROBES[part]), 'probe');
        if (r.status >= 200 && r.status < 300) pending.delete(part);
      }
      if (pending.size) await sleep(250);
    }
    return [...pending];
  };

  const loads = Array.from({ length: options.clients }, (_, n) => loadClient(n));
  /** @type {any[]} */
  const faults = [];
  /** Parts that did not come back: their faults and probes are skipped from then on. */
  /** @type {Set<string>} */
  const gone = new Set();
  const parts = options.parts ?? PARTS;
  try {
    await sleep(options.settleMs);
    for (const part of parts) {
      for (const mode of MODES) {
        if (Date.now() > options.deadline || faultControl.stopping) {
          faults.push({ part, mode, skipped: faultControl.stopping ? 'the run was stopped' : 'the run reached --max-seconds' });
          continue;
        }
        if (gone.has(part) || (gone.has('gateway') && part !== 'gateway')) {
          faults.push({ part, mode, skipped: `${gone.has(part) ? part : 'the gateway'} did not come back after an earlier fault` });
          continue;
        }
        const fault = await oneFault(part, mode);
        faults.push(fault);
        log(`faults: ${part} ${mode}: ${fault.summary}`);
        if (fault.returnedAt === null || fault.firstSuccessAt === null) gone.add(part);
        const upParts = PARTS.filter((p) => !gone.has(p) && !(gone.has('postgres') && PROBES[p]?.needs.includes('postgres')));
        const stillDown = await waitHealthy(gone.has('gateway') ? [] : upParts, options.recoverTimeoutMs);
        fault.allUpAfter = stillDown.length === 0;
        fault.stillDownAfter = stillDown;
        await sleep(options.settleMs);
      }
    }
  } finally {
    stopped = true;
    if (paused.size) signalAll([...paused], 'SIGCONT');
    await Promise.all(loads);
  }

  return { faults, writes, records, gone: [...gone] };

  /** @param {string} part @param {string} mode */
  async function oneFault(part, mode) {
    const before = await waitHealthy([part === 'postgres' ? 'content' : part], options.recoverTimeoutMs);
    const pid = pidOf(where, part);
    /** @type {any} */
    const result = { part, mode, upBefore: before.length === 0, pid, signalled: [], returnedAt: null, firstSuccessAt: null };
    if (!pid) {
      result.skipped = `no pid for ${part} (looked in ${join(runDir, `${part}.pid`)}${part === 'postgres' ? ', stack.pid and postmaster.pid' : ' and stack.pid'})`;
      result.summary = result.skipped;
      return result;
    }
    // PostgreSQL is a process tree: the postmaster and a backend per connection. Pausing only
    // the postmaster would leave every open connection working, so the whole tree gets the signal.
    const targets = part === 'postgres' ? [pid, ...childrenOf(pid)] : [pid];
    const stopProbe = startProbe(part);
    const stopReady = startReadyPoll();
    const eventsBefore = events.length;
    await sleep(500);
    if (faultControl.stopping) {
      await stopProbe();
      await stopReady();
      return { ...result, skipped: 'the run was stopped', summary: 'the run was stopped' };
    }
    const faultAt = Date.now();
    result.faultAt = faultAt;
    if (mode === 'SIGSTOP') {
      result.signalled = signalAll(targets, 'SIGSTOP');
      for (const p of result.signalled) paused.add(p);
      await sleep(options.pauseMs);
      signalAll(result.signalled, 'SIGCONT');
      for (const p of result.signalled) paused.delete(p);
      result.returnedAt = Date.now();
      result.returnedHow = 'SIGCONT';
    } else {
      result.signalled = signalAll(targets, 'SIGKILL');
      const until = faultAt + options.returnTimeoutMs;
      while (Date.now() < until) {
        const now = pidOf(where, part);
        const ready = events.slice(eventsBefore).find((e) => e.part === part && /ready|listening|started/i.test(e.message));
        if (now && now !== pid && alive(now)) {
          result.returnedAt = Date.now();
          result.newPid = now;
          result.returnedHow = 'new pid';
          break;
        }
        if (ready) {
          result.returnedAt = ready.at;
          result.returnedHow = `runner event: ${ready.message}`;
          result.newPid = now;
          break;
        }
        await sleep(50);
      }
    }
    result.events = events.slice(eventsBefore).map((e) => ({ t: e.at - faultAt, part: e.part, message: e.message }));
    if (result.returnedAt !== null) {
      const until = result.returnedAt + options.recoverTimeoutMs;
      while (Date.now() < until) {
        const ok = records.find((r) => r.ended >= result.returnedAt && r.status >= 200 && r.status < 300 && r.needs.includes(part));
        if (ok) {
          result.firstSuccessAt = ok.ended;
          result.firstSuccessRoute = ok.route;
          break;
        }
        await sleep(50);
      }
      await sleep(1_000);
    }
    await stopProbe();
    await stopReady();
    const endAt = Date.now();
    return summarizeFault(result, records, { faultAt, endAt, hangMs: options.hangMs, pauseMs: options.pauseMs });
  }
}

/**
 * The figures of one fault from the records of the load and the probes.
 * @param {any} result @param {LoadRecord[]} records @param {{ faultAt: number, endAt: number, hangMs: number, pauseMs: number }} window
 */
function summarizeFault(result, records, { faultAt, endAt, hangMs, pauseMs }) {
  const part = result.part;
  const downUntil = result.returnedAt ?? endAt;
  const ready = records.filter((r) => r.source === 'ready' && r.started >= faultAt && r.started < endAt);
  const traffic = records.filter((r) => r.source !== 'ready');
  const during = traffic.filter((r) => r.started >= faultAt && r.started < downUntil);
  const recovering = traffic.filter((r) => r.started >= downUntil && r.started < (result.firstSuccessAt ?? endAt));
  const all = traffic.filter((r) => r.started >= faultAt && r.started < endAt);
  const label = (/** @type {LoadRecord} */ r) => (r.status ? String(r.status) : r.error === 'TIMEOUT' ? 'timeout' : `net:${r.error}`);
  const tally = (/** @type {LoadRecord[]} */ list) => {
    /** @type {Record<string, number>} */
    const out = {};
    for (const r of list) out[label(r)] = (out[label(r)] ?? 0) + 1;
    return out;
  };
  const needing = during.filter((r) => r.needs.includes(part));
  const others = during.filter((r) => !r.needs.includes(part));
  const maxMs = all.reduce((n, r) => Math.max(n, r.ms), 0);
  // A paused gateway cannot answer anyone: the kernel queues the connections until SIGCONT, so
  // a request waits out the pause; that one is judged against the pause plus a second.
  const hangLimit = part === 'gateway' && result.mode === 'SIGSTOP' ? pauseMs + 1_000 : hangMs;
  const fiveHundreds = all.filter((r) => r.status >= 500 && r.status !== 503);
  // While the gateway itself is down nobody can answer 503: a refused connection is the answer.
  const acceptable = (/** @type {LoadRecord} */ r) =>
    (r.status >= 200 && r.status < 300) || r.status === 503 || (part === 'gateway' && !r.status && r.error !== 'TIMEOUT');
  const badWhileDown = needing.filter((r) => !acceptable(r));
  const recoveryMs =
    result.firstSuccessAt !== null && result.returnedAt !== null ? Math.max(0, result.firstSuccessAt - result.returnedAt) : null;
  const out = {
    ...result,
    downMs: downUntil - faultAt,
    requestsWhileDown: during.length,
    needingWhileDown: tally(needing),
    othersWhileDown: tally(others),
    recovering: tally(recovering.filter((r) => r.needs.includes(part) && !(r.status >= 200 && r.status < 300))),
    maxLatencyMs: Math.round(maxMs),
    hangs: all.filter((r) => r.ms > hangLimit || r.error === 'TIMEOUT').length,
    hangLimitMs: hangLimit,
    fiveHundreds: fiveHundreds.length,
    fiveHundredRoutes: [...new Set(fiveHundreds.map((r) => `${r.route} ${r.status}`))],
    unexpectedWhileDown: badWhileDown.length,
    unexpectedRoutes: [...new Set(badWhileDown.map((r) => `${r.route} ${label(r)}`))].slice(0, 10),
    othersFailed: others.filter((r) => !(r.status >= 200 && r.status < 300)).length,
    recoveryMs,
    readyWhileDown: ready.length ? tally(ready.filter((r) => r.started < downUntil)) : null,
    readyAgainAfterReturnMs: (() => {
      const first = ready.find((r) => r.started >= downUntil && r.status === 200);
      return first && result.returnedAt !== null ? first.ended - result.returnedAt : null;
    })(),
    timeToFirstSuccessMs: result.firstSuccessAt !== null ? result.firstSuccessAt - faultAt : null,
  };
  out.goals = {
    onlyExpectedWhileDown: out.unexpectedWhileDown === 0,
    no500: out.fiveHundreds === 0,
    noHang: out.hangs === 0,
    cameBack: result.returnedAt !== null,
    recoveredWithin5s: recoveryMs !== null && recoveryMs <= 5_000,
  };
  out.summary = result.skipped
    ? result.skipped
    : [
        result.returnedAt === null ? `${part} did not come back within the wait` : `back after ${out.downMs} ms (${result.returnedHow})`,
        result.firstSuccessAt === null ? 'no success after it' : `first success ${recoveryMs} ms later`,
        `while down: ${JSON.stringify(out.needingWhileDown)}`,
        `max latency ${out.maxLatencyMs} ms`,
        out.fiveHundreds ? `${out.fiveHundreds} × 5xx≠503` : null,
      ]
        .filter(Boolean)
        .join('; ');
  return out;
}

/**
 * Every acknowledged write against engage.contact_messages: lost (201 without a row) and
 * duplicated (a marker in more than one row).
 * @param {string} databaseUrl @param {string} runTag @param {Write[]} writes
 */
export async function checkWrites(databaseUrl, runTag, writes) {
  const db = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, statement_timeout: 20_000 });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT substring(message from 'zqxl-[0-9a-z]+-[0-9a-z]{5}') AS marker, count(*)::int AS n
         FROM engage.contact_messages WHERE message LIKE $1 GROUP BY 1`,
      [`zqxl-${runTag}-%`],
    );
    /** @type {Map<string, number>} */
    const byMarker = new Map(rows.map((r) => [r.marker, r.n]));
    const acknowledged = writes.filter((w) => w.acknowledged);
    const lost = acknowledged.filter((w) => !byMarker.get(w.marker));
    const duplicated = writes.filter((w) => (byMarker.get(w.marker) ?? 0) > 1);
    const storedUnacknowledged = writes.filter((w) => !w.acknowledged && (byMarker.get(w.marker) ?? 0) > 0);
    const retried = writes.filter((w) => w.attempts.length > 1);
    return {
      writes: writes.length,
      acknowledged: acknowledged.length,
      gaveUp: writes.filter((w) => w.gaveUp).length,
      retried: retried.length,
      rows: rows.reduce((n, r) => n + r.n, 0),
      lost: lost.length,
      lostMarkers: lost.slice(0, 20).map((w) => ({ marker: w.marker, attempts: w.attempts.map((a) => a.status || a.error) })),
      duplicated: duplicated.length,
      duplicateRows: duplicated.reduce((n, w) => n + (byMarker.get(w.marker) ?? 0) - 1, 0),
      duplicatedMarkers: duplicated
        .slice(0, 20)
        .map((w) => ({ marker: w.marker, rows: byMarker.get(w.marker), attempts: w.attempts.map((a) => a.status || a.error) })),
      duplicatedAfterRetry: duplicated.filter((w) => w.attempts.length > 1).length,
      storedUnacknowledged: storedUnacknowledged.length,
    };
  } finally {
    await db.end().catch(() => {});
  }
}
