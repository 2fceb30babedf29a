import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  ALL_OPERATIONS,
  ErrorCode,
  isHttpOperation,
  roleAtLeast,
  STAFF_ROLES,
  staffRuleOf,
  type HttpOperation,
  type PostInput,
  type StaffRole,
  type StaffRule,
} from '@livefully/contracts';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { startAdminCluster } from './admin-cluster.js';
import { call, type Answer } from './http-call.js';

/**
 * The authorisation matrix (docs/roles.md), generated from the operation table: every staff
 * route × every role (and a reader, and a suspended member) over HTTP, and every ownership rule
 * × every role × one's own item or another's. A refusal must be the 403 of the rule, never a
 * 400 or 404 that would hide a missing check.
 *
 * Fixed ports 23900–23909 (see vitest.integration.config.ts): base postgres, +2 content,
 * +3 gateway, +4 identity, +5 engage, +6 the Auth Emulator, +7 no search service.
 */
const basePort = 23_900;
const OWNER = 'olive.owner@example.com';
const emailOf = (role: StaffRole) => `${role}@example.com`;
const SUSPENDED = 'sam.suspended@example.com';
const READER = 'rita.reader@example.com';

const STAFF_OPERATIONS = ALL_OPERATIONS.filter(isHttpOperation).filter((op) => staffRuleOf(op.http));
const OWNERSHIP_OPERATIONS = STAFF_OPERATIONS.filter((op) => staffRuleOf(op.http)!.others);

/** A path with every parameter filled: ids that name nothing, a revision number, an address. */
function pathOf(op: HttpOperation): string {
  return op.http.path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'number' ? '1' : name === 'email' ? encodeURIComponent('nobody@example.com') : randomUUID(),
  );
}

describe('the authorisation matrix: every staff route × every role, over HTTP', () => {
  const stops: (() => Promise<unknown>)[] = [];
  const tokens = new Map<StaffRole | 'reader' | 'suspended', string>();
  let url = '';
  let wellnessId = '';

  const as = (who: StaffRole | 'reader' | 'suspended', method: string, path: string, body?: unknown): Promise<Answer> =>
    call(url + path, { method, token: tokens.get(who)!, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    const cluster = await startAdminCluster({
      name: 'staff-matrix',
      transport: 'tcp',
      basePort,
      adminEmail: OWNER,
      services: [
        // The review's notices go to this cluster's identity and engage, never to another stack's.
        {
          name: 'content',
          port: basePort + 2,
          env: {
            SEARCH_SERVICE_PORT: String(basePort + 7),
            IDENTITY_SERVICE_PORT: String(basePort + 4),
            ENGAGE_SERVICE_PORT: String(basePort + 5),
          },
        },
        { name: 'engage', port: basePort + 5 },
      ],
      gatewayEnv: {
        CONTENT_SERVICE_PORT: String(basePort + 2),
        SEARCH_SERVICE_PORT: String(basePort + 7),
        ENGAGE_SERVICE_PORT: String(basePort + 5),
      },
    });
    stops.push(cluster.stop);
    url = cluster.url;
    // One member per role below the owner, and one suspended, as the staff screen will make them.
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      for (const role of STAFF_ROLES.filter((role) => role !== 'owner')) {
        await db.query(`INSERT INTO identity.staff (email, role, granted_by) VALUES ($1, $2, $3)`, [emailOf(role), role, OWNER]);
      }
      await db.query(
        `INSERT INTO identity.staff (email, role, status, granted_by, suspended_at) VALUES ($1, 'editor', 'suspended', $2, now())`,
        [SUSPENDED, OWNER],
      );
    } finally {
      await db.end();
    }
    const who = [
      ...STAFF_ROLES.map((role) => [role, role === 'owner' ? OWNER : emailOf(role)] as const),
      ['reader', READER] as const,
      ['suspended', SUSPENDED] as const,
    ];
    await Promise.all(who.map(async ([name, email]) => tokens.set(name, await mintIdToken(cluster.emulatorHost, { email }))));
    const categories = await as('owner', 'GET', '/api/admin/categories');
    wellnessId = categories.body.data.find((c: { slug: string }) => c.slug === 'wellness').id;
  });

  afterAll(async () => {
    for (const stop of stops) await stop().catch(() => {});
  });

  it('covers every admin-area route of the table', () => {
    expect(STAFF_OPERATIONS.length).toBeGreaterThan(60);
    expect(OWNERSHIP_OPERATIONS.map((op) => op.name).sort()).toEqual(Object.keys(OWNED_ITEM_CALLS).sort());
  });

  describe.each(STAFF_OPERATIONS.map((op) => ({ op, name: `${op.http.method} ${op.http.path}`, rule: staffRuleOf(op.http)! })))(
    '$name',
    ({ op, rule }) => {
      it.each(STAFF_ROLES.map((role) => ({ role, allowed: roleAtLeast(role, rule.staff) })))(
        '$role: allowed $allowed',
        async ({ role, allowed }) => {
          const answer = await as(
            role,
            op.http.method,
            pathOf(op),
            op.http.method === 'GET' || op.http.method === 'DELETE' ? undefined : {},
          );
          if (allowed) expect([401, 403], answer.body.message).not.toContain(answer.status);
          else expect([answer.status, answer.body.code], answer.body.message).toEqual([403, ErrorCode.RoleTooLow]);
        },
      );

      it.each(['reader', 'suspended'] as const)('%s: refused as not staff', async (who) => {
        const answer = await as(who, op.http.method, pathOf(op), op.http.method === 'GET' || op.http.method === 'DELETE' ? undefined : {});
        expect([answer.status, answer.body.code], answer.body.message).toEqual([403, ErrorCode.NotAdmin]);
      });
    },
  );

  /** How to make an item of one's own and call an ownership route on it, per route with `others` in its rule. */
  const post = (slug: string): PostInput => ({
    title: 'Slow Mornings',
    slug,
    excerpt: 'Why the first hour of the day matters.',
    content: `## Start slowly\n\n${'Coffee, light and a page of a book. '.repeat(60)}`,
    categoryId: wellnessId,
    publishedAt: '2025-03-01T08:00:00.000Z',
    imagePath: '/images/slow-mornings.svg',
    imageAlt: 'A cup of coffee on a sunny windowsill',
    status: 'draft',
  });
  const OWNED_ITEM_CALLS: Record<string, (who: StaffRole, item: { id: string; slug: string; version: number }) => Promise<Answer>> = {
    updatePost: (who, item) =>
      as(who, 'PUT', `/api/admin/posts/${item.id}`, { ...post(item.slug), title: 'Edited', version: item.version }),
    deletePost: (who, item) => as(who, 'DELETE', `/api/admin/posts/${item.id}`),
    restorePostRevision: (who, item) =>
      as(who, 'POST', `/api/admin/posts/${item.id}/revisions/${item.version}/restore`, { version: item.version }),
    publishPost: (who, item) => as(who, 'POST', `/api/admin/posts/${item.id}/publish`, { ...post(item.slug), version: item.version }),
    schedulePost: (who, item) =>
      as(who, 'POST', `/api/admin/posts/${item.id}/schedule`, {
        ...post(item.slug),
        publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        version: item.version,
      }),
    updatePublishedPost: (who, item) =>
      as(who, 'POST', `/api/admin/posts/${item.id}/update`, { ...post(item.slug), status: 'published', version: item.version }),
    unpublishPost: (who, item) => as(who, 'POST', `/api/admin/posts/${item.id}/unpublish`, { ...post(item.slug), version: item.version }),
    submitPost: (who, item) => as(who, 'POST', `/api/admin/posts/${item.id}/submit`, { ...post(item.slug), version: item.version }),
    updateAuthor: (who, item) => as(who, 'PUT', `/api/admin/authors/${item.id}`, { name: 'Edited Name', slug: item.slug }),
  };
  /** A profile is one's own by being it (docs/authors.md): the creator's "My profile", made on first need. */
  const OWN_PROFILES = new Set(['updateAuthor']);
  /** The routes that act on what readers see start from a published post; the rest from a draft. */
  const STARTS_PUBLISHED = new Set(['updatePublishedPost', 'unpublishPost']);

  const cells = OWNERSHIP_OPERATIONS.flatMap((op) => {
    const rule: StaffRule = staffRuleOf(op.http)!;
    return STAFF_ROLES.filter((role) => roleAtLeast(role, rule.staff)).flatMap((role) =>
      (['own', 'another’s'] as const).map((whose) => ({
        op: op.name,
        status: op.http.status,
        role,
        whose,
        allowed: whose === 'own' || roleAtLeast(role, rule.others!),
      })),
    );
  });

  it.each(cells)('$op by $role on $whose item: allowed $allowed', async ({ op, status, role, whose, allowed }) => {
    const creator: StaffRole = whose === 'own' ? role : role === 'owner' ? 'administrator' : 'owner';
    const created = OWN_PROFILES.has(op)
      ? await as(creator, 'GET', '/api/admin/profile')
      : await as(creator, 'POST', '/api/admin/posts', {
          ...post(`matrix-${randomUUID()}`),
          status: STARTS_PUBLISHED.has(op) ? 'published' : 'draft',
        });
    expect(created.status, created.body.message).toBe(OWN_PROFILES.has(op) ? 200 : 201);
    const answer = await OWNED_ITEM_CALLS[op]!(role, created.body.data);
    if (allowed) expect(answer.status, answer.body.message).toBe(status);
    else expect([answer.status, answer.body.code], answer.body.message).toEqual([403, ErrorCode.RoleTooLow]);
  });
});
