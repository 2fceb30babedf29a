// @ts-check
/**
 * Part 1: generated requests over every route. A case is a function of (seed, index) alone —
 * route, input class and values all come from a PRNG seeded with both — except the ids of rows
 * the fuzz itself created, which are used as they come back. Every text a visitor could type
 * carries a marker unique to the request (`zqxf-<run>-<index>`), so a log line that repeats
 * it can be traced to the request and to where the value was put (path, query, body, header).
 * Here: sending the cases (fuzz-cases.mjs builds them from fuzz-values.mjs) and judging each answer.
 */
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { buildCase } from './fuzz-cases.mjs';
import { envelopeProblem } from './http.mjs';

/** @typedef {import('./routes.mjs').Route} Route */
/** @typedef {import('./fuzz-values.mjs').FuzzContext} FuzzContext */
/** @typedef {import('./fuzz-cases.mjs').FuzzCase} FuzzCase */

/* ----- running ----- */

/**
 * @param {{
 *   client: ReturnType<typeof import('./http.mjs').createClient>,
 *   routes: Route[], count: number, concurrency: number, seed: number, runTag: string,
 *   ctx: FuzzContext, timeoutMs: number, deadline: number, log: (line: string) => void,
 * }} options
 */
export async function runFuzz({ client, routes, count, concurrency, seed, runTag, ctx, timeoutMs, deadline, log }) {
  /** @type {any[]} */
  const results = [];
  /** @type {Map<number, { route: string, cls: string, kind: string, placements: string[] }>} */
  const cases = new Map();
  /** @type {any[]} */
  const anomalies = [];
  let next = 0;
  const started = Date.now();
  let lastLog = started;

  const worker = async () => {
    while (next < count && Date.now() < deadline) {
      const i = next++;
      const c = buildCase(i, routes, { seed, runTag, ctx });
      cases.set(i, { route: c.route, cls: c.cls, kind: c.kind, placements: c.placements });
      const res = c.raw
        ? await client.raw(c.raw, timeoutMs)
        : await client.request({ method: c.method, path: c.path, headers: c.headers, body: c.body, timeoutMs });
      const verdict = judge(c, res);
      results.push(verdict);
      if (verdict.anomaly) anomalies.push(describe(c, res, verdict));
      // Rows the fuzz created are its own to update and delete later.
      if (res.status === 201 && c.adminKind && c.method === 'POST' && c.credential === 'admin') {
        try {
          const id = JSON.parse(res.body)?.data?.id;
          if (typeof id === 'string') (ctx.created[c.adminKind] ??= []).push(id);
        } catch {
          // not JSON: already counted as an anomaly
        }
      }
      if (Date.now() - lastLog > 10_000) {
        lastLog = Date.now();
        log(`fuzz: ${results.length}/${count} (${Math.round((Date.now() - started) / 1000)} s)`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { results, anomalies, cases, seconds: (Date.now() - started) / 1000, truncated: results.length < count };
}

/**
 * What a response means for the goals.
 * @param {FuzzCase} c @param {import('./http.mjs').HttpResult} res
 */
export function judge(c, res) {
  const requestPath = c.raw ? rawRequestPath(c.raw) : c.path;
  const api = /^\/api(\/|\?|$)/.test(requestPath);
  // The correlation middleware stamps every answer the app gives: none means Node's HTTP
  // parser refused the request before any of the app's code ran.
  const app = Boolean(res.headers['x-correlation-id']);
  const problem =
    res.status && api ? envelopeProblem({ method: c.method, status: res.status, headers: res.headers, body: res.body }, c.routeInfo) : null;
  const fiveHundred = res.status >= 500 && res.status !== 503;
  const leak = /root:x:0:0|"name":\s*"live-fully"|"workspaces"|createGateway/.test(res.body);
  const network = !res.status;
  return {
    i: c.i,
    route: c.route,
    cls: c.cls,
    kind: c.kind,
    method: c.method,
    credential: c.credential,
    status: res.status,
    ms: res.ms,
    error: res.error,
    api,
    app,
    problem,
    leak,
    anomaly: fiveHundred || Boolean(problem) || leak || network,
  };
}

/** @param {Buffer} raw */
function rawRequestPath(raw) {
  const line = raw.subarray(0, Math.max(0, raw.indexOf('\n'))).toString('latin1');
  return line.split(' ')[1] ?? '';
}

/** @param {FuzzCase} c @param {import('./http.mjs').HttpResult} res @param {any} verdict */
function describe(c, res, verdict) {
  const body = c.raw ? c.raw.toString('latin1') : c.body === undefined ? '' : Buffer.isBuffer(c.body) ? `<${c.body.length} bytes>` : c.body;
  return {
    i: c.i,
    route: c.route,
    cls: c.cls,
    kind: c.kind,
    credential: c.credential,
    problem: verdict.problem,
    app: verdict.app,
    request: {
      method: c.raw ? rawMethod(c.raw) : c.method,
      path: clip(c.raw ? rawRequestPath(c.raw) : c.path, 240),
      contentType: c.headers['content-type'] ?? null,
      contentEncoding: c.headers['content-encoding'] ?? null,
      bodyBytes: c.raw ? c.raw.length : c.body === undefined ? 0 : Buffer.byteLength(c.body),
      body: clip(printable(body), 240),
      correlationId: c.raw ? null : c.headers['x-correlation-id'],
    },
    response: {
      status: res.status,
      contentType: res.headers['content-type'] ?? null,
      correlationId: res.headers['x-correlation-id'] ?? null,
      body: clip(printable(res.body), 300),
      error: res.error,
      ms: res.ms,
    },
    why: [
      verdict.status >= 500 && verdict.status !== 503 ? `status ${verdict.status}` : null,
      verdict.problem,
      verdict.leak ? 'answer looks like a file from the server' : null,
      !verdict.status ? `no answer (${res.error})` : null,
      verdict.api && !verdict.app && verdict.status ? "answered before the app (no x-correlation-id): Node's HTTP parser" : null,
    ].filter(Boolean),
  };
}

/** @param {Buffer} raw */
function rawMethod(raw) {
  return raw.subarray(0, Math.max(0, raw.indexOf(' '))).toString('latin1');
}

/** @param {string} s @param {number} n */
export function clip(s, n) {
  return s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s;
}

/** Control characters and lone surrogates shown as escapes, so a report line stays one line. */
export function printable(/** @type {string} */ s) {
  return JSON.stringify(s).slice(1, -1);
}

/** Scrambled bytes for the RS256-looking token. */
export const randomSignature = () => randomBytes(256).toString('base64url');
