// @ts-check
/**
 * Part 1: generated requests over every route. A case is a function of (seed, index) alone —
 * route, input class and values all come from a PRNG seeded with both — except the ids of rows
 * the fuzz itself created, which are used as they come back. Every text a visitor could type
 * carries a marker unique to the request (`zqxf-<run>-<index>`), so a log line that repeats
 * it can be traced to the request and to where the value was put (path, query, body, header).
 */
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { gzipSync, deflateSync, brotliCompressSync } from 'node:zlib';
import { envelopeProblem } from './http.mjs';
import { GENERIC_QUERY_KEYS, keyOf, QUERY_KEYS } from './routes.mjs';

/** @typedef {import('./routes.mjs').Route} Route */

/** `zqx<f|l>-<run>-<5 base-36 digits>`: lowercase letters, digits and hyphens, so it fits a slug and an e-mail too. */
export const markerOf = (/** @type {'f' | 'l'} */ kind, /** @type {string} */ runTag, /** @type {number} */ n) =>
  `zqx${kind}-${runTag}-${n.toString(36).padStart(5, '0')}`;

/* ----- PRNG ----- */

/** @param {number} seed */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  /** @param {number} seed */
  constructor(seed) {
    this.next = mulberry32(seed);
  }
  /** @param {number} n */
  int(n) {
    return Math.floor(this.next() * n);
  }
  /** @template T @param {readonly T[]} list @returns {T} */
  pick(list) {
    return /** @type {T} */ (list[this.int(list.length)]);
  }
  /** @param {number} p */
  chance(p) {
    return this.next() < p;
  }
  /** @template T @param {Array<[number, T]>} list @returns {T} */
  weighted(list) {
    const total = list.reduce((n, [w]) => n + w, 0);
    let r = this.next() * total;
    for (const [w, v] of list) {
      if ((r -= w) < 0) return v;
    }
    return /** @type {T} */ (list[list.length - 1]?.[1]);
  }
  /** Hex digits from the PRNG, so ids in a case are reproducible too. */
  hex(n) {
    let s = '';
    for (let i = 0; i < n; i++) s += this.int(16).toString(16);
    return s;
  }
  uuid() {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}

/** A case's own PRNG: (seed, index) → stream, independent of run order and concurrency. */
export const caseRng = (/** @type {number} */ seed, /** @type {number} */ i) =>
  new Rng((Math.imul(seed, 2654435761) ^ Math.imul(i + 1, 40503)) >>> 0);

/* ----- values ----- */

/** A value the JSON text carries as written (numbers JSON.stringify cannot make). */
class RawJson {
  /** @param {string} text */
  constructor(text) {
    this.text = text;
  }
}

/** Strings a visitor could type, each with the request's marker `m` where it fits. */
export const STRING_KINDS = /** @type {Record<string, (m: string, rng: Rng) => string>} */ ({
  plain: (m) => `hello ${m}`,
  empty: () => '',
  whitespace: () => ' \t\n\u00a0\u3000 ',
  nul: (m) => `a\u0000${m}\u0000b`,
  'lone-surrogate': (m, rng) => rng.pick([`\ud800${m}`, `${m}\udfff`, `\udc00\ud800${m}`]),
  'long-10k': (m) => m + 'x'.repeat(10_000),
  emoji: (m) => `😀👩‍👩‍👧‍👦🏳️‍🌈 ${m} 🫠`,
  rtl: (m) => `\u202e${m} مرحبا بالعالم שלום עולם`,
  'zero-width': (m) => `\u200b\u200d\ufeff${m}\u2028\u2029`,
  combining: (m) => `Z\u0334\u0321a\u0337\u031bl\u0335g\u0338o\u0336 ${m}`,
  sql: (m, rng) =>
    rng.pick([
      `' OR '1'='1' -- ${m}`,
      `'; DROP TABLE engage.contact_messages; -- ${m}`,
      `1) UNION SELECT usename FROM pg_user -- ${m}`,
      `\\'; SELECT pg_sleep(5); -- ${m}`,
      `$1$$ ${m}`,
    ]),
  html: (m, rng) =>
    rng.pick([
      `<script>alert(1)</script>${m}`,
      `<img src=x onerror=alert('${m}')>`,
      `"><svg/onload=alert(1)>${m}`,
      `javascript:alert(1)//${m}`,
    ]),
  'json-injection': (m, rng) =>
    rng.pick([`{"$ne":null}${m}`, `","isAdmin":true,"x":"${m}`, `\\"}]}${m}`, `{"__proto__":{"isAdmin":true}}${m}`]),
  crlf: (m) => `a\r\nX-Injected: yes\r\n\r\n${m}`,
  'log-forging': (m) => `${m}\n{"level":"error","msg":"forged line"}`,
  'format-string': (m) => `%s%s%n%x \${jndi:ldap://127.0.0.1/a} {{7*7}} #{7*7} ${m}`,
  traversal: (m) => `../../../etc/passwd/${m}`,
  'boundary-length': (m, rng) => {
    const n = rng.pick([1, 99, 100, 101, 199, 200, 201, 253, 254, 255, 499, 500, 501, 1999, 2000, 2001, 8192, 8193, 100_001]);
    return n > m.length ? m + 'y'.repeat(n - m.length) : 'y'.repeat(n);
  },
  'multibyte-length': (m, rng) => {
    const n = rng.pick([100, 101, 200, 201, 2000, 2001]);
    return m + '語'.repeat(Math.max(0, n - m.length));
  },
  'email-like': (m, rng) =>
    rng.pick([
      `${m}@example.com`,
      `"${m}"@example.com`,
      `${m}@[127.0.0.1]`,
      `UPPER.${m}@EXAMPLE.COM`,
      ` ${m}@example.com `,
      `${m}@`,
      `@${m}`,
      `${m}@example.com\u0000`,
      `${'a'.repeat(64)}.${m}@${'b'.repeat(180)}.com`,
      `${m}@例え.テスト`,
    ]),
  'number-like': (_m, rng) =>
    rng.pick(['1e309', '-0', '0x10', 'NaN', 'Infinity', '9007199254740993', '1.5', ' 5 ', '5abc', '-1', '0', '1e-7', '٣']),
  'uuid-like': (m, rng) =>
    rng.pick([
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      `${m}-0000-0000-0000-000000000000`,
      '00000000-0000-0000-0000-00000000000g',
    ]),
});
const STRING_KIND_NAMES = Object.keys(STRING_KINDS);

/** Values of another type where a string belongs. */
const NON_STRINGS = /** @type {Array<[string, (m: string) => unknown]>} */ ([
  ['null', () => null],
  ['number', () => 0],
  ['negative', () => -1],
  ['float', () => 1.5],
  ['huge-number', () => new RawJson('1e400')],
  ['bigint-literal', () => new RawJson('9007199254740993')],
  ['true', () => true],
  ['false', () => false],
  ['empty-array', () => []],
  ['array', (m) => [m, m]],
  ['empty-object', () => ({})],
  ['object', (m) => ({ $gt: '', value: m })],
  ['nested', (m) => ({ a: [{ b: { c: [m] } }] })],
  ['deep-array', () => new RawJson('['.repeat(2_000) + ']'.repeat(2_000))],
]);

/** @param {string} m @param {Rng} rng @returns {{ kind: string, value: unknown }} */
function fieldValue(m, rng) {
  if (rng.chance(0.7)) {
    const kind = rng.pick(STRING_KIND_NAMES);
    return { kind, value: /** @type {(m: string, rng: Rng) => string} */ (STRING_KINDS[kind])(m, rng) };
  }
  const [kind, make] = rng.pick(NON_STRINGS);
  return { kind, value: make(m) };
}

/** @param {string} m @param {Rng} rng @returns {{ kind: string, value: string }} */
function stringValue(m, rng) {
  const kind = rng.pick(STRING_KIND_NAMES);
  return { kind, value: /** @type {(m: string, rng: Rng) => string} */ (STRING_KINDS[kind])(m, rng) };
}

/** @param {unknown} value */
export function renderJson(value) {
  /** @type {string[]} */
  const raws = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `__RAW_${raws.length - 1}__`;
    }
    return v;
  });
  return raws.length ? text.replace(/"__RAW_(\d+)__"/g, (_all, n) => raws[Number(n)] ?? 'null') : text;
}

/** Percent-encodes every code unit as UTF-8, a lone surrogate as its 3-byte (WTF-8) form. */
export function pct(/** @type {string} */ text) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (/[A-Za-z0-9\-._~]/.test(ch)) {
      out += ch;
      continue;
    }
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    out += bytes.map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('');
  }
  return out;
}

/* ----- the stack's data the cases refer to ----- */

/**
 * @typedef {{
 *   slugs: { post: string, guide: string, topic: string, category: string },
 *   ids: Record<string, string[]>,
 *   created: Record<string, string[]>,
 *   categoryId: string,
 *   tokens: Record<string, string>,
 *   adminEmail: string,
 * }} FuzzContext
 */

/** The valid body of a write route, every text field carrying the marker. */
function validBody(/** @type {string} */ key, /** @type {string} */ m, /** @type {FuzzContext} */ ctx) {
  const email = `fuzz.${m}@example.com`;
  switch (key) {
    case 'POST /api/contact':
      return { name: `Fuzz ${m}`, email, subject: `Subject ${m}`, message: `Message ${m}` };
    case 'POST /api/email-subscriptions':
      return { email };
    case 'POST /api/app-subscriptions':
      return { appName: 'what-i-like', appTitle: 'What I Like', email };
    case 'POST /api/admin/posts':
    case 'PUT /api/admin/posts/:id':
      return {
        title: `Post ${m}`,
        slug: `fz-${m}`,
        excerpt: `Excerpt ${m}`,
        content: `# Heading ${m}\n\nBody ${m}`,
        categoryId: ctx.categoryId,
        topicIds: [],
        tags: [`tag-${m}`],
        metaDescription: `Meta ${m}`,
        imagePath: '',
        imageAlt: '',
        author: `Author ${m}`,
        publishedAt: '2026-01-01T00:00:00.000Z',
        status: 'draft',
      };
    case 'POST /api/admin/guides':
    case 'PUT /api/admin/guides/:id':
      return { title: `Guide ${m}`, slug: `fz-${m}`, description: `Description ${m}`, content: `Content ${m}`, categoryId: ctx.categoryId };
    case 'POST /api/admin/topics':
    case 'PUT /api/admin/topics/:id':
      return { name: `Topic ${m}`, slug: `fz-${m}`, description: `Description ${m}`, color: 'teal', icon: 'fa-leaf' };
    case 'POST /api/admin/categories':
    case 'PUT /api/admin/categories/:id':
      return { name: `Category ${m}`, slug: `fz-${m}`, description: `Description ${m}` };
    case 'PUT /api/admin/contact-messages/:id/handled':
      return { handled: true };
    default:
      return { name: `Value ${m}`, value: m };
  }
}

/** The admin kind a route is about ('posts', 'messages'…), for ids. */
function kindOf(/** @type {string} */ path) {
  const m = /^\/api\/admin\/(posts|guides|topics|categories|contact-messages)\b/.exec(path);
  return m ? (m[1] === 'contact-messages' ? 'messages' : /** @type {string} */ (m[1])) : null;
}

/** A valid value for a path parameter of this route. */
function validParam(/** @type {Route} */ route, /** @type {string} */ name, /** @type {Rng} */ rng, /** @type {FuzzContext} */ ctx) {
  const p = route.path;
  if (name === 'slug') {
    if (p.startsWith('/api/blog-posts')) return ctx.slugs.post;
    if (p.startsWith('/api/guides')) return ctx.slugs.guide;
    if (p.startsWith('/api/topics')) return ctx.slugs.topic;
    if (p.startsWith('/api/categories')) return ctx.slugs.category;
    return ctx.slugs.post;
  }
  if (name === 'id') {
    if (p.startsWith('/api/blog-posts')) return ctx.ids.posts?.[0] ?? rng.uuid();
    const kind = kindOf(p);
    if (kind) {
      const created = ctx.created[kind] ?? [];
      // Never delete what the site shipped with: a DELETE names a row the fuzz made, or none.
      if (route.method === 'DELETE') return created.length && rng.chance(0.5) ? /** @type {string} */ (created.pop()) : rng.uuid();
      if (route.method === 'PUT' && created.length && rng.chance(0.7)) return rng.pick(created);
      const known = ctx.ids[kind] ?? [];
      return known.length ? rng.pick(known) : rng.uuid();
    }
    return rng.uuid();
  }
  return `fz${rng.hex(6)}`;
}

/** A valid query for a GET route (or none). */
function validQuery(/** @type {string} */ key, /** @type {Rng} */ rng) {
  if (rng.chance(0.4)) return '';
  switch (key) {
    case 'GET /api/blog-posts':
      return `limit=${1 + rng.int(50)}`;
    case 'GET /api/health/ready':
      return `services=${rng.pick(['content', 'search', 'engage', 'identity', 'content,search', 'engage,identity'])}`;
    case 'GET /api/search':
      return `q=${rng.pick(['wellness', 'travel', 'mindf', 'wellnes', 'career change'].map(pct))}`;
    case 'GET /api/admin/contact-messages':
      return `status=${rng.pick(['all', 'open', 'handled'])}&limit=${1 + rng.int(200)}`;
    case 'GET /api/admin/audit':
      return `limit=${1 + rng.int(200)}&kind=${rng.pick(['post', 'guide', 'topic', 'category'])}`;
    case 'GET /api/admin/subscribers/apps':
    case 'GET /api/admin/subscribers/apps.csv':
      return `app=${rng.pick(['dining-alphabet', 'what-i-like', 'stadium-tracker'])}`;
    default:
      return '';
  }
}

/* ----- input classes ----- */

const WRITE = (/** @type {Route} */ r) => r.method === 'POST' || r.method === 'PUT';
const READ = (/** @type {Route} */ r) => r.method === 'GET';

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
