// @ts-check
/**
 * The bench's HTTP client: node:http (not fetch) so that a request goes out exactly as
 * written — raw paths with `..` and odd escapes, any method token, duplicated headers — and a
 * raw-socket sender for what no HTTP client will send (lowercase or unknown methods, bytes
 * that are not ASCII in the request line, conflicting framing headers). Every request has a
 * deadline; nothing here retries.
 */
import { Buffer } from 'node:buffer';
import http from 'node:http';
import net from 'node:net';

/** Bodies are kept up to this many bytes: every JSON answer of the API whole, so its envelope can be checked. */
const KEEP_BYTES = 8 * 1024 * 1024;

/**
 * @typedef {{ method?: string, path: string, headers?: Record<string, string | string[]>, body?: string | Buffer, timeoutMs?: number }} HttpRequest
 * @typedef {{ status: number, headers: Record<string, string | string[] | undefined>, body: string, bodyBytes: number, error: string | null, ms: number, started: number, ended: number }} HttpResult
 */

/**
 * @param {string} origin e.g. http://127.0.0.1:25100
 * @param {{ maxSockets?: number }} [options]
 */
export function createClient(origin, { maxSockets = 16 } = {}) {
  const url = new URL(origin);
  const host = url.hostname;
  const port = Number(url.port);
  const agent = new http.Agent({ keepAlive: true, maxSockets, keepAliveMsecs: 1_000 });

  /** @param {HttpRequest} request @returns {Promise<HttpResult>} */
  function request({ method = 'GET', path, headers = {}, body, timeoutMs = 10_000 }) {
    const started = Date.now();
    const t0 = performance.now();
    return new Promise((resolve) => {
      let done = false;
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      /** @param {Partial<HttpResult>} result */
      const finish = (result) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve({
          status: 0,
          headers: {},
          body: '',
          bodyBytes: 0,
          error: null,
          ...result,
          ms: Math.round((performance.now() - t0) * 10) / 10,
          started,
          ended: Date.now(),
        });
      };
      /** @type {http.ClientRequest} */
      let req;
      // A body always goes with its length: Node's client sends GET/DELETE/OPTIONS bodies
      // unframed otherwise, and the server would read them as the next request.
      const framed =
        body === undefined || Object.keys(headers).some((h) => /^(content-length|transfer-encoding)$/i.test(h))
          ? headers
          : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
      try {
        req = http.request({ host, port, method, path, headers: framed, agent });
      } catch (error) {
        finish({ error: `client refused to send: ${/** @type {any} */ (error).code ?? /** @type {Error} */ (error).message}` });
        return;
      }
      timer = setTimeout(() => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })), timeoutMs);
      req.on('response', (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        let size = 0;
        res.on('data', (chunk) => {
          if (size < KEEP_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        const result = () => ({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).subarray(0, KEEP_BYTES).toString('utf8'),
          bodyBytes: size,
        });
        res.on('end', () => finish(result()));
        res.on('error', (error) => finish({ ...result(), error: `response: ${/** @type {any} */ (error).code ?? error.message}` }));
        res.on('aborted', () => finish({ ...result(), error: 'response aborted' }));
      });
      req.on('error', (error) => finish({ error: /** @type {any} */ (error).code ?? error.message }));
      // A server that answers early (413) and closes while we still write is not our failure:
      // the answer, if it came, is what counts.
      if (body !== undefined) req.end(body);
      else req.end();
    });
  }

  /**
   * Sends bytes as they are on a fresh connection and reads until the server closes it (or
   * the deadline). Only the status line, headers and the first bytes of the body are parsed.
   * @param {Buffer | string} bytes @param {number} [timeoutMs] @returns {Promise<HttpResult>}
   */
  function raw(bytes, timeoutMs = 10_000) {
    const started = Date.now();
    const t0 = performance.now();
    return new Promise((resolve) => {
      /** @type {Buffer[]} */
      const chunks = [];
      let done = false;
      const socket = net.connect({ host, port });
      /** @param {string | null} error */
      const finish = (error) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        socket.destroy();
        const all = Buffer.concat(chunks);
        const parsed = parseRawResponse(all);
        resolve({
          ...parsed,
          error: parsed.status ? null : (error ?? (all.length ? 'unparseable answer' : 'closed without an answer')),
          ms: Math.round((performance.now() - t0) * 10) / 10,
          started,
          ended: Date.now(),
        });
      };
      const timer = setTimeout(() => finish('TIMEOUT'), timeoutMs);
      socket.on('connect', () => socket.write(bytes));
      socket.on('data', (chunk) => {
        chunks.push(chunk);
        // One answer is all we asked for: stop once its body is complete.
        const parsed = parseRawResponse(Buffer.concat(chunks));
        if (parsed.complete) finish(null);
      });
      socket.on('end', () => finish(null));
      socket.on('close', () => finish(null));
      socket.on('error', (error) => finish(/** @type {any} */ (error).code ?? error.message));
    });
  }

  return { request, raw, close: () => agent.destroy(), origin };
}

/** @param {Buffer} buffer */
function parseRawResponse(buffer) {
  const end = buffer.indexOf('\r\n\r\n');
  const head = (end >= 0 ? buffer.subarray(0, end) : buffer).toString('latin1');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of head.split('\r\n').slice(1)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  let body = end >= 0 ? buffer.subarray(end + 4) : Buffer.alloc(0);
  let complete = false;
  if (end >= 0) {
    if (headers['content-length'] !== undefined) complete = body.length >= Number(headers['content-length']);
    else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const decoded = dechunk(body);
      complete = decoded.complete;
      body = decoded.body;
    }
  }
  return {
    status: match ? Number(match[1]) : 0,
    headers,
    body: body.subarray(0, KEEP_BYTES).toString('utf8'),
    bodyBytes: body.length,
    complete,
  };
}

/** @param {Buffer} buffer */
function dechunk(buffer) {
  /** @type {Buffer[]} */
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return { body: Buffer.concat(parts), complete: false };
    const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) return { body: Buffer.concat(parts), complete: false };
    if (size === 0) return { body: Buffer.concat(parts), complete: true };
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
    if (at > buffer.length) return { body: Buffer.concat(parts), complete: false };
  }
}

/**
 * Is this an /api answer in the envelope? Returns null when it is, else why not.
 * @param {{ method: string, status: number, headers: Record<string, any>, body: string }} res
 * @param {{ csv?: boolean }} [route]
 */
export function envelopeProblem(res, route = {}) {
  const type = String(res.headers['content-type'] ?? '');
  if (route.csv && res.status >= 200 && res.status < 300) {
    return /^text\/csv/i.test(type) ? null : `CSV route answered ${type || 'no content-type'}`;
  }
  if (!/^application\/json\b/i.test(type)) return `content-type ${type || '(none)'}`;
  if (res.method === 'HEAD') return null;
  /** @type {any} */
  let body;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'body is not JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body is not an object';
  if (res.status >= 200 && res.status < 300) {
    return body.success === true && 'data' in body ? null : 'success answer without {"success":true,"data"}';
  }
  if (res.status >= 400) {
    if (body.success !== false) return 'error answer without "success":false';
    if (typeof body.message !== 'string' || !body.message) return 'error answer without a message';
    if (typeof body.code !== 'string' || !body.code) return 'error answer without a code';
    return null;
  }
  return `status ${res.status} is neither a success nor an error`;
}
