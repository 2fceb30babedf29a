import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentAdminOperations,
  contentOperations,
  engageOperations,
  mailingAdminOperations,
  peopleAdminOperations,
  searchOperations,
  subscriptionOperations,
  type Mailing,
  type PostInput,
} from '@livefully/contracts';
import { linksOf, listMail, waitForMail, type Mail } from '../../deploy/maildev/inbox.mjs';
import { startMailDev } from '../../deploy/maildev/start.mjs';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { ENGAGE_TEST_ENV } from './admin-cluster.js';
import { call as httpCall, type Answer } from './http-call.js';
import { startReplicaCluster, type ReplicaCluster } from './replicas-cluster.js';

/**
 * Two replicas each of content, search and engage over Redis (docs/scaling.md): Nest's Redis
 * transport is publish/subscribe, so every replica handles every request and the gateway keeps
 * the first answer. What that must and must not mean: the answers are those of one replica;
 * every write is stored once; and the work is done twice, counted here per replica (its
 * 'message handled' lines) and in PostgreSQL (pg_stat_statements).
 * Ports 28500–28549: postgres, +1 redis, +2 gateway, +3 Auth Emulator, +10 MailDev SMTP,
 * +11 MailDev web, +20… the services' SERVICE_PORT, +40… each process's OPS_PORT.
 */
const BASE = 28_500;
const ADMIN = 'ada.admin@example.com';
const ORIGIN = ENGAGE_TEST_ENV.PUBLIC_ORIGIN;
const inbox = `http://127.0.0.1:${BASE + 11}`;
const READERS = ['one@example.com', 'two@example.com'];

let cluster: ReplicaCluster;
let maildev: Awaited<ReturnType<typeof startMailDev>>;
let db: pg.Client;
let adminToken = '';
let article = '';
const mailDir = mkdtempSync(join(tmpdir(), 'replicas-'));

const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
  httpCall(cluster.url + path, { method, ...options });
const asAdmin = (method: string, path: string, body?: unknown) => call(method, path, { token: adminToken, body });
const ok = (answer: Answer, status = 200) => {
  expect(answer.status, answer.text).toBe(status);
  return answer.body.data;
};
const rows = async <T = Record<string, unknown>>(sql: string, values: unknown[] = []) => (await db.query(sql, values)).rows as T[];
const count = async (sql: string, values: unknown[] = []) => Number((await rows<{ n: string }>(sql, values))[0]!.n);

/** How often PostgreSQL ran the reads of one post by its slug (pg_stat_statements counts each call). */
const postBySlugCalls = () =>
  count(`SELECT coalesce(sum(calls), 0) AS n FROM pg_stat_statements WHERE query ILIKE $1 AND query ILIKE $2`, [
    'SELECT%"content"."posts"%',
    '%"slug" = $%',
  ]);
const handled = (part: string, pattern: string) => cluster.handled(part).get(pattern) ?? 0;
/** Waits until a replica's log shows `expected` messages of a pattern (its lines follow its answers). */
const handledReaches = (part: string, pattern: string, expected: number) =>
  expect.poll(() => handled(part, pattern), { timeout: 10_000 }).toBeGreaterThanOrEqual(expected);
/** Waits until replicas a and b of a service have handled the same number of a pattern's messages, at least `atLeast`. */
const handledByBoth = (service: string, pattern: string, atLeast: number) =>
  expect
    .poll(() => [handled(`${service}-a`, pattern), handled(`${service}-b`, pattern)], { timeout: 10_000 })
    .toSatisfy(([a, b]: number[]) => a === b && a! >= atLeast);

beforeAll(async () => {
  maildev = await startMailDev({ smtpPort: BASE + 10, webPort: BASE + 11, mailDir });
  const engage = { SMTP_URL: maildev.smtpUrl, MAIL_RETRY_DELAY_SECONDS: '1' };
  const content = { PREVIEW_SECRET: 'replicas-test-preview-secret-0123456789' };
  cluster = await startReplicaCluster({
    name: 'replicas',
    basePort: BASE,
    adminEmail: ADMIN,
    postgresSettings: { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' },
    parts: [
      { name: 'identity', service: 'identity' },
      { name: 'content-a', service: 'content', env: content },
      { name: 'content-b', service: 'content', env: content },
      { name: 'search-a', service: 'search' },
      { name: 'search-b', service: 'search' },
      { name: 'engage-a', service: 'engage', env: engage },
      { name: 'engage-b', service: 'engage', env: engage },
    ],
  });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  adminToken = await mintIdToken(cluster.emulatorHost, { email: ADMIN, name: 'Ada Admin' });
  article = ok(await call('GET', '/api/blog-posts?limit=1')).posts[0].slug;
}, 300_000);

afterAll(async () => {
  await db?.end().catch(() => {});
  await cluster?.stop();
  await maildev?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

describe('two replicas of each service over Redis', () => {
  const reads = () => [
    '/api/blog-posts?limit=6',
    `/api/blog-posts/${article}`,
    `/api/blog-posts/${article}/related`,
    '/api/topics',
    '/api/guides',
    '/api/categories',
    '/api/search?q=wellness',
    '/api/search?q=weekend%20hiking',
  ];
  const readAll = async () => {
    const answers: Record<string, { status: number; body: unknown }> = {};
    for (const path of reads()) {
      const { status, body } = await call('GET', path);
      answers[path] = { status, body };
    }
    return answers;
  };
  const N = 40;
  const readArticle = async (times: number) => {
    for (let i = 0; i < times; i += 1) expect((await call('GET', `/api/blog-posts/${article}`)).status).toBe(200);
  };
  const getPost = contentOperations.getPost.pattern;
  let withTwo: Awaited<ReturnType<typeof readAll>>;

  it('handles every read on both replicas: twice the messages and twice the statements in PostgreSQL', async () => {
    withTwo = await readAll();
    for (const [path, answer] of Object.entries(withTwo)) expect(answer.status, path).toBe(200);
    // Both replicas of each pair have handled every read so far (on a busy machine one can be a
    // message behind the other when the first answer is already back), so the counts below start even.
    await handledByBoth('content', getPost, 1);
    await handledByBoth('search', searchOperations.query.pattern, 2);

    const before = { a: handled('content-a', getPost), b: handled('content-b', getPost), posts: await postBySlugCalls() };
    await readArticle(N);
    await handledReaches('content-a', getPost, before.a + N);
    await handledReaches('content-b', getPost, before.b + N);
    expect(handled('content-a', getPost) - before.a).toBe(N);
    expect(handled('content-b', getPost) - before.b).toBe(N);
    const perRead = ((await postBySlugCalls()) - before.posts) / N;

    await cluster.stopPart('content-b');
    const alone = { a: handled('content-a', getPost), posts: await postBySlugCalls() };
    await readArticle(N);
    await handledReaches('content-a', getPost, alone.a + N);
    const perReadAlone = ((await postBySlugCalls()) - alone.posts) / N;
    expect(handled('content-a', getPost) - alone.a).toBe(N);
    expect(perReadAlone).toBeGreaterThan(0);
    expect(perRead).toBe(2 * perReadAlone);
  });

  it('answers every read with one replica exactly as with two', async () => {
    await cluster.stopPart('search-b');
    expect(await readAll()).toEqual(withTwo);
    await Promise.all([cluster.startPart('content-b'), cluster.startPart('search-b')]);
    expect(await readAll()).toEqual(withTwo);
  });

  it('keeps answering while one replica is stopped (SIGSTOP), which then does the reads it missed', async () => {
    const before = handled('content-a', getPost);
    cluster.pausePart('content-a');
    try {
      const answer = await call('GET', `/api/blog-posts/${article}`);
      expect({ status: answer.status, body: answer.body }).toEqual(withTwo[`/api/blog-posts/${article}`]);
    } finally {
      cluster.resumePart('content-a');
    }
    await handledReaches('content-a', getPost, before + 1);
  });

  it('stores an admin edit once: one post, one audit row and one revision per change', async () => {
    const categoryId = ok(await asAdmin('GET', '/api/admin/categories'))[0].id as string;
    const input: PostInput = {
      title: 'Two Replicas',
      slug: 'two-replicas',
      excerpt: 'Written once, whoever hears it.',
      content: `## Once\n\n${'Every replica hears every message. '.repeat(30)}`,
      categoryId,
      publishedAt: '2025-03-01T08:00:00.000Z',
      imagePath: '/images/two-replicas.svg',
      imageAlt: 'Two identical doors',
      status: 'published',
    };
    const created = ok(await asAdmin('POST', '/api/admin/posts', input), 201);
    const updated = ok(
      await asAdmin('PUT', `/api/admin/posts/${created.id}`, { ...input, title: 'Two Replicas, Once', version: created.version }),
    );
    expect(updated.version).toBe(created.version + 1);
    expect(await count(`SELECT count(*) AS n FROM content.posts WHERE slug = 'two-replicas'`)).toBe(1);
    expect(await rows(`SELECT action FROM content.audit_log WHERE entity_id = $1 ORDER BY at`, [created.id])).toEqual([
      { action: 'create' },
      { action: 'update' },
    ]);
    expect(await count(`SELECT count(*) AS n FROM content.revisions WHERE entity_id = $1 AND source <> 'autosave'`, [created.id])).toBe(2);
    for (const part of ['content-a', 'content-b']) {
      await handledReaches(part, contentAdminOperations.createPost.pattern, 1);
      await handledReaches(part, contentAdminOperations.updatePost.pattern, 1);
    }
    // Both search replicas heard the change and answer the new title alike.
    await expect
      .poll(async () => (await call('GET', '/api/search?q=replicas')).body.data.results.map((r: { title: string }) => r.title), {
        timeout: 10_000,
      })
      .toContain('Two Replicas, Once');
  });

  it('stores a contact message once', async () => {
    const message = { name: 'Rita', email: 'rita@example.com', subject: 'Hello twice', message: 'Is this stored once?' };
    ok(await call('POST', '/api/contact', { body: message }), 201);
    expect(await count(`SELECT count(*) AS n FROM engage.contact_messages WHERE subject = 'Hello twice'`)).toBe(1);
    for (const part of ['engage-a', 'engage-b']) await handledReaches(part, engageOperations.contact.pattern, 1);
  });

  it('records each subscription, confirmation, delivery and unsubscription once', { timeout: 90_000 }, async () => {
    for (const email of READERS) ok(await call('POST', '/api/email-subscriptions', { body: { email } }), 201);
    ok(await call('POST', '/api/app-subscriptions', { body: { appName: 'what-i-like', appTitle: 'What I Like', email: READERS[0] } }), 201);
    for (const part of ['engage-a', 'engage-b']) {
      await handledReaches(part, engageOperations.subscribeEmail.pattern, 2);
      await handledReaches(part, engageOperations.subscribeApp.pattern, 1);
    }
    for (const email of READERS) {
      const mail = await waitForMail(inbox, (m: Mail) => m.to.includes(email) && m.subject.startsWith('Confirm'), { timeoutMs: 30_000 });
      const link = linksOf(mail).find((href: string) => href.startsWith(`${ORIGIN}/subscriptions/confirm?token=`))!;
      ok(await call('POST', '/api/subscriptions/confirm', { body: { token: new URL(link).searchParams.get('token') } }));
    }
    for (const part of ['engage-a', 'engage-b']) await handledReaches(part, subscriptionOperations.confirmSubscription.pattern, 2);

    const created = ok(await asAdmin('POST', '/api/admin/mailings', { list: 'newsletter', subject: 'Replicas', body: 'Once each' }), 201);
    ok(await asAdmin('POST', `/api/admin/mailings/${created.id}/test`), 202);
    await waitForMail(inbox, (m: Mail) => m.subject === '[Test] Replicas', { timeoutMs: 30_000 });
    ok(await asAdmin('POST', `/api/admin/mailings/${created.id}/send`), 202);
    for (const part of ['engage-a', 'engage-b']) await handledReaches(part, mailingAdminOperations.sendMailing.pattern, 1);
    await expect
      .poll(async () => (ok(await asAdmin('GET', `/api/admin/mailings/${created.id}`)) as Mailing).status, { timeout: 30_000 })
      .toBe('sent');
    const copies = (await listMail(inbox)).filter((m: Mail) => m.subject === 'Replicas');
    expect(copies.flatMap((m: Mail) => m.to).sort()).toEqual(READERS);
    const unsubscribe = linksOf(copies.find((m: Mail) => m.to.includes(READERS[1]!))!).find((href: string) =>
      href.startsWith(`${ORIGIN}/subscriptions/unsubscribe?token=`),
    )!;
    ok(await call('POST', '/api/subscriptions/unsubscribe', { body: { token: new URL(unsubscribe).searchParams.get('token') } }));

    expect(await count(`SELECT count(*) AS n FROM engage.mailings`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM engage_jobs.job WHERE name = 'engage-mailing-test'`)).toBe(1);
    expect((await listMail(inbox)).filter((m: Mail) => m.subject === '[Test] Replicas')).toHaveLength(1);
    expect(await count(`SELECT count(*) AS n FROM engage.deliveries`)).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM engage.list_entries`)).toBe(3);
    expect(await count(`SELECT count(*) AS n FROM engage_jobs.job WHERE name = 'engage-confirmation' AND data->>'mail' = 'true'`)).toBe(2);
    const history = await rows<{ email: string; list: string; event: string; n: string }>(
      `SELECT email, list, event, count(*) AS n FROM engage.subscription_history GROUP BY email, list, event ORDER BY email, list, event`,
    );
    expect(history.map((row) => ({ ...row, n: Number(row.n) }))).toEqual([
      { email: READERS[0], list: 'newsletter', event: 'confirmation-sent', n: 1 },
      { email: READERS[0], list: 'newsletter', event: 'confirmed', n: 1 },
      { email: READERS[0], list: 'newsletter', event: 'mailing-sent', n: 1 },
      { email: READERS[0], list: 'newsletter', event: 'subscribed', n: 1 },
      { email: READERS[0], list: 'what-i-like', event: 'confirmed', n: 1 },
      { email: READERS[0], list: 'what-i-like', event: 'subscribed', n: 1 },
      { email: READERS[1], list: 'newsletter', event: 'confirmation-sent', n: 1 },
      { email: READERS[1], list: 'newsletter', event: 'confirmed', n: 1 },
      { email: READERS[1], list: 'newsletter', event: 'mailing-sent', n: 1 },
      { email: READERS[1], list: 'newsletter', event: 'subscribed', n: 1 },
      { email: READERS[1], list: 'newsletter', event: 'unsubscribed', n: 1 },
    ]);
  });

  it('erases an address once, both replicas answering what was erased', async () => {
    const erased = ok(await asAdmin('DELETE', `/api/admin/people/${encodeURIComponent(READERS[0]!)}`));
    expect(erased.erased).toMatchObject({ entries: 2, deliveries: 1 });
    expect(await count(`SELECT count(*) AS n FROM engage.erasures`)).toBe(1);
    for (const part of ['engage-a', 'engage-b']) await handledReaches(part, peopleAdminOperations.erasePerson.pattern, 1);
  });
});
