// @ts-check
/**
 * How fuzz cases are built, without a stack: `node --test bench/resilience/fuzz.test.mjs`.
 * A report names its seed so that a run can be replayed: the same seed must keep building the
 * same requests, whatever the code that builds them looks like.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { buildCase } from './fuzz-cases.mjs';
import { FALLBACK_ROUTES, toRoute } from './routes.mjs';

const ROUTES = FALLBACK_ROUTES.map(toRoute);
const CLASSES = [
  'valid',
  'path-param',
  'bad-uuid',
  'query',
  'query-duplicated',
  'query-shape',
  'body-field',
  'body-type',
  'body-extra-keys',
  'malformed-json',
  'content-type',
  'content-encoding',
  'huge-body',
  'huge-header',
  'odd-method',
  'path-traversal',
  'idempotency-key',
  'auth-header',
  'raw-bytes',
  'correlation-id',
];

/** A run's context as run.mjs reads it from the seeded site; fresh per case, since cases may add to it. */
const context = () => ({
  slugs: { post: 'p', guide: 'g', topic: 't', category: 'c' },
  ids: {},
  created: {},
  categoryId: '33333333-3333-4333-8333-333333333333',
  tokens: { admin: 'ADMIN', visitor: 'VISITOR', expired: 'EXPIRED' },
  adminEmail: 'admin@example.com',
});

/** @param {number} seed @param {number} count */
const casesOf = (seed, count) =>
  Array.from({ length: count }, (_, i) => {
    const { routeInfo: _route, ...rest } = buildCase(i, ROUTES, { seed, runTag: 'test', ctx: context() });
    return rest;
  });

describe('buildCase', () => {
  it('builds the same requests from the same seed as it always has', () => {
    // The digest of 2,000 cases over the fallback routes, from the builder before it was split into one function per class.
    const digest = createHash('sha256');
    for (const c of casesOf(29, 2_000)) digest.update(JSON.stringify(c));
    assert.equal(digest.digest('hex'), 'c9519db1d3a45f5df0f82f691707666b942451eef2f18fc23154c28c6e2fd701');
  });

  it('reaches every class of damage', () => {
    assert.deepEqual(new Set(casesOf(7, 3_000).map((c) => c.cls)), new Set(CLASSES));
  });

  it("sends half of an admin route's requests with the admin's token", () => {
    const cases = casesOf(11, ROUTES.length * 4).filter((c) => c.route.startsWith('GET /api/admin/'));
    assert.ok(cases.length > 0);
    for (const c of cases) {
      const even = Math.floor(c.i / ROUTES.length) % 2 === 0;
      if (even && c.cls !== 'auth-header') assert.equal(c.headers.authorization, 'Bearer ADMIN', `${c.route} #${c.i}`);
      if (!even) assert.notEqual(c.credential, 'admin', `${c.route} #${c.i}`);
    }
  });
});
