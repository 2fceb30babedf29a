// @ts-check
/**
 * The values of fuzz cases: the marker a typed value carries, the PRNG each case draws from
 * (seeded with the run's seed and the case's index), the hostile strings and wrong types, and
 * the valid request of each route (its body, path parameters and query) that a case then damages.
 */

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
export function fieldValue(m, rng) {
  if (rng.chance(0.7)) {
    const kind = rng.pick(STRING_KIND_NAMES);
    return { kind, value: /** @type {(m: string, rng: Rng) => string} */ (STRING_KINDS[kind])(m, rng) };
  }
  const [kind, make] = rng.pick(NON_STRINGS);
  return { kind, value: make(m) };
}

/** @param {string} m @param {Rng} rng @returns {{ kind: string, value: string }} */
export function stringValue(m, rng) {
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
export function validBody(/** @type {string} */ key, /** @type {string} */ m, /** @type {FuzzContext} */ ctx) {
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
export function kindOf(/** @type {string} */ path) {
  const m = /^\/api\/admin\/(posts|guides|topics|categories|contact-messages)\b/.exec(path);
  return m ? (m[1] === 'contact-messages' ? 'messages' : /** @type {string} */ (m[1])) : null;
}

/** A valid value for a path parameter of this route. */
export function validParam(/** @type {Route} */ route, /** @type {string} */ name, /** @type {Rng} */ rng, /** @type {FuzzContext} */ ctx) {
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
export function validQuery(/** @type {string} */ key, /** @type {Rng} */ rng) {
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
