// @ts-check
/**
 * One fuzz case, a function of (seed, index) alone: the route is the index's turn, the valid
 * request of that route is built, given a credential, then damaged by one class of input drawn
 * by weight (one function per class), and the marker's places in what is sent are noted.
 */
import { Buffer } from 'node:buffer';
import { gzipSync, deflateSync, brotliCompressSync } from 'node:zlib';
import {
  caseRng,
  fieldValue,
  kindOf,
  markerOf,
  pct,
  renderJson,
  Rng,
  stringValue,
  validBody,
  validParam,
  validQuery,
} from './fuzz-values.mjs';
import { GENERIC_QUERY_KEYS, keyOf, QUERY_KEYS } from './routes.mjs';

/** @typedef {import('./routes.mjs').Route} Route */
/** @typedef {import('./fuzz-values.mjs').FuzzContext} FuzzContext */

/* ----- input classes ----- */

export const WRITE = (/** @type {Route} */ r) => r.method === 'POST' || r.method === 'PUT';
export const READ = (/** @type {Route} */ r) => r.method === 'GET';

/** [class, weight for a write route, weight for any other route] */
const CLASSES = /** @type {Array<[string, number, number, (r: Route) => boolean]>} */ ([
  ['valid', 4, 4, () => true],
  ['path-param', 8, 10, (r) => r.params.length > 0],
  ['bad-uuid', 5, 6, (r) => r.params.includes('id')],
  ['query', 0, 12, READ],
  ['query-duplicated', 0, 4, READ],
  ['query-shape', 0, 4, READ],
  ['body-field', 18, 0, WRITE],
  ['body-type', 5, 0, WRITE],
  ['body-extra-keys', 3, 0, WRITE],
  ['malformed-json', 6, 2, () => true],
  ['content-type', 6, 1, () => true],
  ['content-encoding', 3, 1, () => true],
  ['huge-body', 3, 1, () => true],
  ['huge-header', 2, 2, () => true],
  ['odd-method', 3, 3, () => true],
  ['path-traversal', 3, 3, () => true],
  ['idempotency-key', 4, 1, () => true],
  ['auth-header', 3, 3, () => true],
  ['raw-bytes', 2, 2, () => true],
  ['correlation-id', 1, 1, () => true],
]);

/**
 * @typedef {{
 *   i: number, route: string, routeInfo: Route, cls: string, kind: string, method: string, path: string,
 *   headers: Record<string, string | string[]>, body?: string | Buffer, raw?: Buffer, marker: string,
 *   credential: string, placements: string[], adminKind: string | null,
 * }} FuzzCase
 */

/**
 * The request a case is building: the valid one first, then its class of damage changes it.
 * @typedef {{
 *   params: Record<string, string>, query: string, bodyValue: unknown, body: string | Buffer | undefined,
 *   headers: Record<string, string | string[]>, method: string, contentType: string, raw: Buffer | undefined,
 *   rawPath: string, credential: string, kind: string,
 * }} Draft
 */

/** What a case is built from: its marker, its PRNG, its route (and the route's key) and the run's context. @typedef {{ m: string, rng: Rng, route: Route, key: string, ctx: FuzzContext }} DraftInput */

/**
 * @param {number} i @param {Route[]} routes @param {{ seed: number, runTag: string, ctx: FuzzContext }} options
 * @returns {FuzzCase}
 */
export function buildCase(i, routes, { seed, runTag, ctx }) {
  const route = /** @type {Route} */ (routes[i % routes.length]);
  // Fixed width, so a value that goes on with letters or digits still names its request.
  /** @type {DraftInput} */
  const input = { m: markerOf('f', runTag, i), rng: caseRng(seed, i), route, key: keyOf(route), ctx };
  // The valid request, then one class of damage; the PRNG is drawn in this order, so a seed keeps naming the same cases.
  const d = validDraft(input, `fz-${runTag}-${i.toString(36)}`);
  setCredential(d, input, Math.floor(i / routes.length));
  const cls = classOf(input);
  const damage = DAMAGE[cls];
  if (!damage) throw new Error(`unknown class ${cls}`);
  damage(d, input);
  return caseOf(i, cls, d, input);
}

/** The valid request of the route: its parameters, query and body as a client would send them. @param {DraftInput} input @param {string} correlationId */
function validDraft(input, correlationId) {
  const { m, rng, route, key, ctx } = input;
  /** @type {Record<string, string>} */
  const params = {};
  for (const name of route.params) params[name] = validParam(route, name, rng, ctx);
  const query = READ(route) ? validQuery(key, rng) : '';
  return /** @type {Draft} */ ({
    params,
    query,
    bodyValue: WRITE(route) ? validBody(key, m, ctx) : undefined,
    body: undefined,
    headers: { 'x-correlation-id': correlationId, 'user-agent': 'live-fully-resilience-bench/1' },
    method: route.method,
    contentType: 'application/json',
    raw: undefined,
    rawPath: '',
    credential: 'none',
    kind: 'valid',
  });
}

/**
 * Who the request is sent as: half of every admin route's requests carry the real admin's token
 * (the ordinal counts the route's cases), so the fuzz reaches the code behind the guard.
 * @param {Draft} d @param {DraftInput} input @param {number} ordinal
 */
function setCredential(d, input, ordinal) {
  const { rng, route, ctx } = input;
  if (route.admin) d.credential = ordinal % 2 === 0 ? 'admin' : rng.pick(['none', 'visitor', 'garbage', 'expired', 'malformed']);
  else if (route.path === '/api/auth/me') d.credential = ordinal % 2 === 0 ? 'visitor' : rng.pick(['none', 'admin', 'garbage', 'expired']);
  else if (rng.chance(0.05)) d.credential = rng.pick(['visitor', 'admin', 'garbage']);
  const auth = authorizationFor(d.credential, ctx);
  if (auth) d.headers.authorization = auth;
}

/** The class of damage, drawn by the weights of CLASSES among those that fit the route. @param {DraftInput} input */
function classOf({ rng, route }) {
  const applicable = CLASSES.filter(([, , , fits]) => fits(route)).map(
    ([name, w, other]) => /** @type {[number, string]} */ ([WRITE(route) ? w : other, name]),
  );
  return rng.weighted(applicable.filter(([w]) => w > 0));
}

/** The finished case: the path and body as sent, and where its marker ended up. @param {number} i @param {string} cls @param {Draft} d @param {DraftInput} input @returns {FuzzCase} */
function caseOf(i, cls, d, { m, route, key }) {
  const path = d.rawPath || fillPath(route.path, d.params) + (d.query ? `?${d.query}` : '');
  let body = d.body;
  if (d.raw === undefined && body === undefined && d.bodyValue !== undefined) body = renderJson(d.bodyValue);
  if (body !== undefined && d.raw === undefined && d.contentType && !d.headers['content-type']) d.headers['content-type'] = d.contentType;
  return {
    i,
    route: key,
    routeInfo: route,
    cls,
    kind: d.kind,
    method: d.method,
    path,
    headers: d.headers,
    body,
    raw: d.raw,
    marker: m,
    credential: d.credential,
    placements: placementsOf(m, path, body, d.headers, d.raw),
    adminKind: kindOf(route.path),
  };
}

/* ----- one function per class of damage ----- */

/** @type {Record<string, (d: Draft, input: DraftInput) => void>} */
const DAMAGE = {
  valid: () => {},
  'path-param': fuzzPathParam,
  'bad-uuid': fuzzBadUuid,
  query: fuzzQuery,
  'query-duplicated': fuzzQueryDuplicated,
  'query-shape': fuzzQueryShape,
  'body-field': fuzzBodyField,
  'body-type': fuzzBodyType,
  'body-extra-keys': fuzzBodyExtraKeys,
  'malformed-json': fuzzMalformedJson,
  'content-type': fuzzContentType,
  'content-encoding': fuzzContentEncoding,
  'huge-body': fuzzHugeBody,
  'huge-header': fuzzHugeHeader,
  'odd-method': fuzzOddMethod,
  'path-traversal': fuzzPathTraversal,
  'idempotency-key': fuzzIdempotencyKey,
  'auth-header': fuzzAuthHeader,
  'raw-bytes': fuzzRawBytes,
  'correlation-id': fuzzCorrelationId,
};

/** One path parameter becomes a generated string. @param {Draft} d @param {DraftInput} input */
function fuzzPathParam(d, input) {
  const { m, rng, route } = input;
  const name = rng.pick(route.params);
  const v = stringValue(m, rng);
  d.kind = v.kind;
  d.params[name] = v.value === '' ? '' : pct(v.value);
}

/** The id parameter becomes a near-miss UUID (nil, wrong case, one character off, an URN, ...). @param {Draft} d @param {DraftInput} input */
function fuzzBadUuid(d, input) {
  const { m, rng } = input;
  const real = d.params.id && /^[0-9a-f-]{36}$/.test(d.params.id) ? d.params.id : rng.uuid();
  const list = [
    ['nil', '00000000-0000-0000-0000-000000000000'],
    ['non-hex', '00000000-0000-0000-0000-00000000000g'],
    ['max', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
    ['upper-case', real.toUpperCase()],
    ['braces', pct(`{${real}}`)],
    ['one-char-long', real + '0'],
    ['one-char-short', real.slice(0, -1)],
    ['no-hyphens', real.replace(/-/g, '')],
    ['urn', pct(`urn:uuid:${real}`)],
    ['leading-space', pct(` ${real}`)],
    ['number', '1'],
    ['negative', '-1'],
    ['null', 'null'],
    ['object', pct('[object Object]')],
    ['marker', m],
    ['nul', `${real}%00`],
    ['dot-dot', '..'],
    ['dot', '.'],
    ['extra-segment', `${real}/${m}`],
    ['v1-uuid', `${real.slice(0, 14)}1${real.slice(15)}`],
  ];
  const [k, v] = /** @type {[string, string]} */ (rng.pick(list));
  d.kind = k;
  d.params.id = v;
}

/** One query parameter becomes a generated string. @param {Draft} d @param {DraftInput} input */
function fuzzQuery(d, input) {
  const { m, rng, key } = input;
  const keys = QUERY_KEYS[key] ?? GENERIC_QUERY_KEYS;
  const k = rng.pick(keys);
  const v = stringValue(m, rng);
  d.kind = v.kind;
  const rest = d.query
    .split('&')
    .filter((pair) => pair && !pair.startsWith(`${k}=`))
    .join('&');
  d.query = [rest, `${k}=${pct(v.value)}`].filter(Boolean).join('&');
}

/** One query parameter given twice or three times, valid and generated mixed. @param {Draft} d @param {DraftInput} input */
function fuzzQueryDuplicated(d, input) {
  const { m, rng, key } = input;
  const keys = QUERY_KEYS[key] ?? GENERIC_QUERY_KEYS;
  const k = rng.pick(keys);
  const v = stringValue(m, rng);
  d.kind = rng.pick(['valid-then-fuzz', 'fuzz-then-valid', 'empty-twice', 'three-times']);
  const good = validQuery(key, new Rng(1)).split('&')[0]?.split('=')[1] ?? '1';
  d.query =
    d.kind === 'valid-then-fuzz'
      ? `${k}=${good}&${k}=${pct(v.value)}`
      : d.kind === 'fuzz-then-valid'
        ? `${k}=${pct(v.value)}&${k}=${good}`
        : d.kind === 'empty-twice'
          ? `${k}=&${k}=`
          : `${k}=${good}&${k}=${pct(m)}&${k}=${good}`;
}

/** A query string of an odd shape: brackets, __proto__, a thousand parameters, bad escapes. @param {Draft} d @param {DraftInput} input */
function fuzzQueryShape(d, input) {
  const { m, rng, key } = input;
  const keys = QUERY_KEYS[key] ?? GENERIC_QUERY_KEYS;
  const k = rng.pick(keys);
  const shapes = [
    ['brackets', `${k}[]=${m}`],
    ['object-brackets', `${k}[a]=${m}`],
    ['proto', `${k}[__proto__][isAdmin]=1&__proto__[x]=${m}`],
    ['many-params', Array.from({ length: 1_000 }, (_, n) => `p${n}=${m}`).join('&')],
    ['huge-value', `${k}=${m}${'q'.repeat(8_000)}`],
    ['bare-percent', `${k}=%&x=${m}`],
    ['bad-escape', `${k}=%zz${m}`],
    ['surrogate-escape', `${k}=%ED%A0%80${m}`],
    ['nul-escape', `${k}=%00${m}`],
    ['invalid-utf8', `${k}=%FF%FE${m}`],
    ['plus', `${k}=a+b+${m}`],
    ['no-value', `${k}&x=${m}`],
    ['empty-key', `=${m}`],
    ['ampersands', `&&&${k}=${m}&&`],
    ['semicolon', `${k}=1;x=${m}`],
    ['hash-encoded', `${k}=%23${m}`],
  ];
  const [name, q] = /** @type {[string, string]} */ (rng.pick(shapes));
  d.kind = name;
  d.query = q;
}

/** One or two body fields get a value of a wrong kind, or go missing. @param {Draft} d @param {DraftInput} input */
function fuzzBodyField(d, input) {
  const { m, rng } = input;
  const base = /** @type {Record<string, unknown>} */ (d.bodyValue);
  const fields = Object.keys(base);
  const count = 1 + (rng.chance(0.25) ? 1 : 0);
  /** @type {string[]} */
  const kinds = [];
  for (let n = 0; n < count; n++) {
    const field = rng.pick(fields);
    if (rng.chance(0.08)) {
      delete base[field];
      kinds.push(`${field}:missing`);
      continue;
    }
    const v = fieldValue(m, rng);
    base[field] = v.value;
    kinds.push(`${field}:${v.kind}`);
  }
  d.kind = kinds.join(',');
}

/** A JSON body that is not an object. @param {Draft} d @param {DraftInput} input */
function fuzzBodyType(d, input) {
  const { m, rng, key, ctx } = input;
  const shapes = /** @type {Array<[string, string]>} */ ([
    ['null', 'null'],
    ['number', '42'],
    ['string', JSON.stringify(m)],
    ['true', 'true'],
    ['array', JSON.stringify([validBody(key, m, ctx)])],
    ['empty-array', '[]'],
    ['empty-object', '{}'],
    ['array-of-strings', JSON.stringify([m, m])],
  ]);
  const [name, text] = rng.pick(shapes);
  d.kind = name;
  d.bodyValue = undefined;
  d.body = text;
}

/** An object body with keys the API must not take (__proto__, isAdmin, a duplicated key, an actor). @param {Draft} d @param {DraftInput} input */
function fuzzBodyExtraKeys(d, input) {
  const { m, rng, ctx } = input;
  const base = /** @type {Record<string, unknown>} */ (d.bodyValue);
  const extras = /** @type {Array<[string, string]>} */ ([
    ['proto', `"__proto__":{"isAdmin":true,"x":"${m}"}`],
    ['constructor', `"constructor":{"prototype":{"isAdmin":true}},"x":"${m}"`],
    ['unknown-keys', `"isAdmin":true,"role":"admin","id":"${m}","requestId":"${m}"`],
    ['duplicate-key', `"email":"first.${m}@example.com","email":"second.${m}@example.com"`],
    ['actor', `"actor":{"uid":"${m}","email":"${ctx.adminEmail}"}`],
  ]);
  const [name, extra] = rng.pick(extras);
  d.kind = name;
  const text = renderJson(base);
  d.body = text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
  d.bodyValue = undefined;
}

/** A body that claims to be JSON and is not. @param {Draft} d @param {DraftInput} input */
function fuzzMalformedJson(d, input) {
  const { m, rng, route } = input;
  const texts = /** @type {Array<[string, string | Buffer]>} */ ([
    ['unterminated', `{"name":"${m}`],
    ['truncated', `{"name":`],
    ['single-quotes', `{'name':'${m}'}`],
    ['trailing-comma', `{"name":"${m}",}`],
    ['trailing-garbage', `{"name":"${m}"} x`],
    ['bom', `\ufeff{"name":"${m}"}`],
    ['comment', `{/* ${m} */}`],
    ['nan', `{"name":NaN,"x":"${m}"}`],
    ['unquoted-key', `{name:"${m}"}`],
    ['raw-control-char', `{"name":"a\u0001${m}"}`],
    ['raw-nul-byte', Buffer.from(`{"name":"a\u0000${m}"}`)],
    ['invalid-utf8', Buffer.concat([Buffer.from(`{"name":"${m}`), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')])],
    ['bad-escape', `{"name":"\\x41${m}"}`],
    ['lone-surrogate-escape', `{"name":"\\ud800${m}"}`],
    ['empty', ''],
    ['whitespace', '   \n'],
    ['just-garbage', `${m}<<<>>>`],
    ['deep-nesting', '['.repeat(50_000) + ']'.repeat(50_000)],
    ['xml', `<?xml version="1.0"?><name>${m}</name>`],
  ]);
  const [name, text] = rng.pick(texts);
  d.kind = name;
  d.bodyValue = undefined;
  d.body = text;
  if (!WRITE(route) && d.method === 'GET') d.method = rng.pick(['GET', 'POST', 'DELETE']);
}

/** The body under another or a broken Content-Type. @param {Draft} d @param {DraftInput} input */
function fuzzContentType(d, input) {
  const { m, rng, route } = input;
  const base = d.bodyValue ?? { name: m };
  const json = renderJson(base);
  const flat = Object.entries(/** @type {Record<string, unknown>} */ (base)).map(([k, v]) => [
    k,
    typeof v === 'string' ? v : JSON.stringify(v),
  ]);
  const boundary = `----benchfuzz${rng.hex(12)}`;
  const types = /** @type {Array<[string, string | null, string | Buffer]>} */ ([
    ['text-plain', 'text/plain', json],
    ['form-urlencoded', 'application/x-www-form-urlencoded', flat.map(([k, v]) => `${pct(String(k))}=${pct(String(v))}`).join('&')],
    [
      'multipart',
      `multipart/form-data; boundary=${boundary}`,
      flat.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`,
    ],
    ['none', null, json],
    ['utf16-charset', 'application/json; charset=utf-16', json],
    ['latin1-charset', 'application/json; charset=iso-8859-1', json],
    ['upper-case', 'APPLICATION/JSON', json],
    ['vendor-json', 'application/vnd.api+json', json],
    ['broken-parameter', 'application/json; charset="', json],
    ['garbage', `${m}/${m}`, json],
    ['two-types', 'application/json, text/html', json],
    ['octet-stream', 'application/octet-stream', Buffer.from(json)],
  ]);
  const [name, type, text] = rng.pick(types);
  d.kind = name;
  d.contentType = type ?? '';
  d.bodyValue = undefined;
  d.body = text;
  if (!WRITE(route) && d.method === 'GET') d.method = 'POST';
}

/** A compressed body: valid, garbage, unknown encoding, or a gzip bomb. @param {Draft} d @param {DraftInput} input */
function fuzzContentEncoding(d, input) {
  const { m, rng, route } = input;
  const json = Buffer.from(renderJson(d.bodyValue ?? { name: m }));
  const encodings = /** @type {Array<[string, string, () => Buffer]>} */ ([
    ['gzip-valid', 'gzip', () => gzipSync(json)],
    ['gzip-garbage', 'gzip', () => Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.from(m)])],
    ['deflate-garbage', 'deflate', () => Buffer.from(m)],
    ['br-valid', 'br', () => brotliCompressSync(json)],
    ['unknown', 'x-unknown', () => json],
    ['double-gzip-header', 'gzip, gzip', () => gzipSync(gzipSync(json))],
    ['deflate-valid', 'deflate', () => deflateSync(json)],
    [
      'gzip-bomb',
      'gzip',
      () => gzipSync(Buffer.concat([Buffer.from(`{"name":"${m}","pad":"`), Buffer.alloc(8 * 1024 * 1024, 0x61), Buffer.from('"}')])),
    ],
  ]);
  const [name, encoding, make] = rng.pick(encodings);
  d.kind = name;
  d.headers['content-encoding'] = encoding;
  d.bodyValue = undefined;
  d.body = make();
  if (!WRITE(route) && d.method === 'GET') d.method = 'POST';
}

/** A body over the limits (64 kB, 512 kB, 2 MB). @param {Draft} d @param {DraftInput} input */
function fuzzHugeBody(d, input) {
  const { m, rng, route } = input;
  const sizes = /** @type {Array<[string, number]>} */ ([
    ['over-64k', 70 * 1024],
    ['over-512k', 600 * 1024],
    ['between-64k-and-512k', 200 * 1024],
    ['2m', 2 * 1024 * 1024],
  ]);
  const [name, size] = rng.pick(sizes);
  d.kind = name;
  const base = /** @type {Record<string, unknown>} */ (d.bodyValue ?? { name: m });
  const field = rng.pick(Object.keys(base));
  base[field] = m + 'z'.repeat(size);
  if (!WRITE(route) && d.method === 'GET') d.method = 'POST';
}

/** Headers over the limits: one long header, a long cookie, thousands of headers, a 32 kB URL. @param {Draft} d @param {DraftInput} input */
function fuzzHugeHeader(d, input) {
  const { m, rng } = input;
  const shapes = /** @type {Array<[string, () => void]>} */ ([
    ['one-17k-header', () => (d.headers['x-fuzz-pad'] = m + 'h'.repeat(17 * 1024))],
    ['one-15k-header', () => (d.headers['x-fuzz-pad'] = m + 'h'.repeat(14 * 1024))],
    ['15k-cookie', () => (d.headers.cookie = `a=${m}; b=${'c'.repeat(14 * 1024)}`)],
    ['1000-headers', () => Array.from({ length: 1_000 }, (_, n) => (d.headers[`x-h${n}`] = 'v'))],
    ['3000-headers', () => Array.from({ length: 3_000 }, (_, n) => (d.headers[`x-h${n}`] = 'v'))],
    ['32k-url', () => (d.query = `${d.query ? d.query + '&' : ''}pad=${m}${'u'.repeat(32 * 1024)}`)],
  ]);
  const [name, apply] = rng.pick(shapes);
  d.kind = name;
  apply();
}

/** A method the route does not take, sometimes one no client library would send. @param {Draft} d @param {DraftInput} input */
function fuzzOddMethod(d, input) {
  const { m, rng, route } = input;
  const viaHttp = [
    'PATCH',
    'OPTIONS',
    'HEAD',
    'TRACE',
    'PROPFIND',
    'PURGE',
    'SEARCH',
    'LOCK',
    'MKCOL',
    'COPY',
    'DELETE',
    'PUT',
    'POST',
    'GET',
  ].filter((x) => x !== route.method);
  if (rng.chance(0.2)) {
    d.kind = rng.pick(['get', 'BREW', 'G3T', 'GET\u00a0']);
    d.rawPath = `${route.path}`;
    d.raw = Buffer.from(
      `${d.kind} ${fillPath(route.path, d.params)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nX-Bench: ${m}\r\n\r\n`,
      'latin1',
    );
  } else {
    d.method = rng.pick(viaHttp);
    d.kind = d.method;
  }
}

/** A path that tries to leave the API or the static folders. @param {Draft} d @param {DraftInput} input */
function fuzzPathTraversal(d, input) {
  const { m, rng, route } = input;
  const list = /** @type {Array<[string, string]>} */ ([
    ['dot-dot', `/api/../../etc/passwd?x=${m}`],
    ['encoded-slash', `/api/blog-posts/..%2f..%2f..%2fetc%2fpasswd?x=${m}`],
    ['encoded-dots', `/api/blog-posts/%2e%2e%2f%2e%2e%2fpackage.json?x=${m}`],
    ['double-encoded', `/api/blog-posts/%252e%252e%252fpackage.json?x=${m}`],
    ['backslash', `/api/topics/..\\..\\package.json?x=${m}`],
    ['dots-four', `/api/blog-posts/....//....//etc/passwd?x=${m}`],
    ['leading-double-slash', `//api/topics?x=${m}`],
    ['inner-double-slash', `/api//topics?x=${m}`],
    ['upper-case', `/API/TOPICS?x=${m}`],
    ['trailing-slash', `${route.path.replace(/:\w+/g, 'x')}/?x=${m}`],
    ['matrix-param', `/api/topics;x=${m}`],
    ['nul-in-path', `/api/topics%00?x=${m}`],
    ['encoded-slash-route', `/api%2ftopics?x=${m}`],
    ['dot-segment', `/api/./topics?x=${m}`],
    ['remotes-escape', `/remotes/mf-content/..%2f..%2fpackage.json?x=${m}`],
    ['images-escape', `/images/..%2f..%2f..%2f..%2fpackage.json?x=${m}`],
    ['root-escape', `/%2e%2e/%2e%2e/etc/passwd?x=${m}`],
    ['dist-escape', `/..%2f..%2fgateway%2fdist%2fmain.js?x=${m}`],
    ['absolute-form', `http://127.0.0.1/api/topics?x=${m}`],
    ['asterisk', '*'],
  ]);
  const [name, p] = rng.pick(list);
  d.kind = name;
  d.rawPath = p;
}

/** An Idempotency-Key header that is empty, long, doubled or hostile. @param {Draft} d @param {DraftInput} input */
function fuzzIdempotencyKey(d, input) {
  const { m, rng } = input;
  const keys = /** @type {Array<[string, string | string[]]>} */ ([
    ['empty', ''],
    ['spaces', '   '],
    ['not-a-uuid', `not a uuid ${m}`],
    ['long-300', m + 'k'.repeat(300)],
    ['long-8k', m + 'k'.repeat(8 * 1024)],
    ['marker', m],
    ['nil-uuid', '00000000-0000-0000-0000-000000000000'],
    ['latin1', `clé-${m}-é`],
    ['two-values', [rng.uuid(), rng.uuid()]],
    ['same-key-twice', 'bench-fixed-idempotency-key-0001'],
    ['json', `{"key":"${m}"}`],
    ['sql', `'; DROP TABLE engage.contact_messages; -- ${m}`],
    ['tab', `\t${m}\t`],
  ]);
  const [name, value] = rng.pick(keys);
  d.kind = name;
  d.headers['idempotency-key'] = value;
}

/** An Authorization header that is malformed, oversized, doubled or an unsigned token. @param {Draft} d @param {DraftInput} input */
function fuzzAuthHeader(d, input) {
  const { m, rng, ctx } = input;
  const values = /** @type {Array<[string, string | string[]]>} */ ([
    ['bearer-only', 'Bearer'],
    ['bearer-space', 'Bearer '],
    ['two-words', `Bearer a ${m}`],
    ['marker-token', `Bearer ${m}`],
    ['basic', `Basic ${Buffer.from(`admin:${m}`).toString('base64')}`],
    ['lower-case-scheme', `bearer ${ctx.tokens.visitor}`],
    ['long-9k', `Bearer ${m}${'t'.repeat(9 * 1024)}`],
    ['just-under-8k', `Bearer ${m}${'t'.repeat(8_100)}`],
    ['alg-none-bad-json', `Bearer eyJhbGciOiJub25lIn0.${Buffer.from(`{"sub":"${m}"`).toString('base64url')}.`],
    ['jwt-bad-base64', `Bearer eyJ!!!.${m}.@@@`],
    ['jwt-no-sub', `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'x', aud: 'demo-livefully', exp: 9e9, iat: 1, note: m })}.`],
    [
      'jwt-sub-object',
      `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: { $ne: null }, aud: 'demo-livefully', iss: 'https://securetoken.google.com/demo-livefully', exp: 9e9, iat: 1, auth_time: 1, note: m })}.`,
    ],
    ['two-headers', [`Bearer ${m}`, `Bearer ${ctx.tokens.admin}`]],
    ['admin-token-tab', `Bearer\t${ctx.tokens.admin}`],
  ]);
  const [name, value] = rng.pick(values);
  d.kind = name;
  d.headers.authorization = value;
  d.credential = `fuzzed:${name}`;
}

/** Bytes no HTTP client sends: bad request lines, smuggling shapes, broken chunking. @param {Draft} d @param {DraftInput} input */
function fuzzRawBytes(d, input) {
  const { m, rng, route } = input;
  const p = fillPath(route.path, d.params);
  const json = renderJson(d.bodyValue ?? { name: m });
  const list = /** @type {Array<[string, Buffer]>} */ ([
    [
      'high-bytes-in-path',
      Buffer.concat([
        Buffer.from(`GET ${p}/`),
        Buffer.from([0xff, 0xfe, 0xe9]),
        Buffer.from(`${m} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
      ]),
    ],
    ['nul-in-path', Buffer.from(`GET ${p}\u0000${m} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1')],
    ['space-in-path', Buffer.from(`GET ${p} ${m} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1')],
    ['bare-lf', Buffer.from(`GET ${p} HTTP/1.1\nHost: 127.0.0.1\nConnection: close\nX-M: ${m}\n\n`, 'latin1')],
    ['obs-fold', Buffer.from(`GET ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-M: a\r\n ${m}\r\nConnection: close\r\n\r\n`, 'latin1')],
    [
      'cl-and-te',
      Buffer.from(
        `POST ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${Buffer.byteLength(json).toString(16)}\r\n${json}\r\n0\r\n\r\n`,
        'latin1',
      ),
    ],
    [
      'negative-length',
      Buffer.from(`POST ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\nConnection: close\r\n\r\n${json}`, 'latin1'),
    ],
    [
      'two-lengths',
      Buffer.from(
        `POST ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Length: 1\r\nConnection: close\r\n\r\n${json}`,
        'latin1',
      ),
    ],
    ['http-1.0-no-host', Buffer.from(`GET ${p} HTTP/1.0\r\nX-M: ${m}\r\n\r\n`, 'latin1')],
    ['http-0.9', Buffer.from(`GET ${p}\r\n\r\n`, 'latin1')],
    ['http-2.0-line', Buffer.from(`GET ${p} HTTP/2.0\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1')],
    ['host-marker', Buffer.from(`GET ${p} HTTP/1.1\r\nHost: ${m}.invalid\r\nConnection: close\r\n\r\n`, 'latin1')],
    ['header-nul', Buffer.from(`GET ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-M: a\u0000${m}\r\nConnection: close\r\n\r\n`, 'latin1')],
    [
      'chunked-bad-size',
      Buffer.from(
        `POST ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n${json}\r\n0\r\n\r\n`,
        'latin1',
      ),
    ],
    [
      'chunked-valid',
      Buffer.from(
        `${route.method} ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${Buffer.byteLength(json).toString(16)}\r\n${json}\r\n0\r\n\r\n`,
      ),
    ],
  ]);
  const [name, bytes] = rng.pick(list);
  d.kind = name;
  d.raw = bytes;
  d.rawPath = p;
}

/** An X-Correlation-Id header of a bad shape. @param {Draft} d @param {DraftInput} input */
function fuzzCorrelationId(d, input) {
  const { m, rng } = input;
  const values = /** @type {Array<[string, string | string[]]>} */ ([
    ['empty', ''],
    ['too-short', 'abc'],
    ['too-long', 'c'.repeat(65)],
    ['html', `<b>${m}</b>`],
    ['well-formed-marker', m],
    ['two-values', [m, 'another-correlation-id']],
    ['latin1', `id-é-${m}`],
  ]);
  const [name, value] = rng.pick(values);
  d.kind = name;
  d.headers['x-correlation-id'] = value;
}

function b64(/** @type {unknown} */ value) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** @param {string} credential @param {FuzzContext} ctx */
function authorizationFor(credential, ctx) {
  switch (credential) {
    case 'none':
      return undefined;
    case 'malformed':
      return 'Basic YWRtaW46YWRtaW4=';
    case 'garbage':
      return 'Bearer garbage-not-a-jwt';
    default:
      return ctx.tokens[credential] ? `Bearer ${ctx.tokens[credential]}` : undefined;
  }
}

/** @param {string} template @param {Record<string, string>} params */
function fillPath(template, params) {
  return template.replace(/:([A-Za-z]+)/g, (_all, name) => params[name] ?? '');
}

/** Where the marker ended up in what is sent. */
function placementsOf(
  /** @type {string} */ m,
  /** @type {string} */ path,
  /** @type {any} */ body,
  /** @type {Record<string, any>} */ headers,
  /** @type {Buffer | undefined} */ raw,
) {
  if (raw) return raw.includes(m) ? ['raw request'] : [];
  /** @type {string[]} */
  const out = [];
  const [p = '', q] = path.split('?');
  if (p.includes(m)) out.push('path');
  if (q?.includes(m)) out.push('query');
  if (body !== undefined && (Buffer.isBuffer(body) ? body.includes(m) : body.includes(m))) out.push('body');
  for (const [name, value] of Object.entries(headers)) if (String(value).includes(m)) out.push(`header:${name}`);
  return out;
}
