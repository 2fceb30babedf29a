import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailing } from '@livefully/contracts';
import { linksOf, listMail, waitForMail, type Mail } from '../../deploy/maildev/inbox.mjs';
import { startMailDev } from '../../deploy/maildev/start.mjs';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { ENGAGE_TEST_ENV, startAdminCluster } from './admin-cluster.js';
import { call as httpCall } from './http-call.js';

/**
 * Two engage replicas over Redis: every replica receives every message (publish/subscribe) and
 * the gateway keeps the first answer, so each step must come out once and answer alike.
 * Ports 28130–28141 (base postgres, +1 redis, +2 content, +3 gateway, +4 identity, +5 and +7
 * engage, +6 Auth Emulator, +10 MailDev SMTP, +11 MailDev web).
 */
const BASE = 28_130;
const ADMIN = 'ada.admin@example.com';
const ORIGIN = ENGAGE_TEST_ENV.PUBLIC_ORIGIN;
const inbox = `http://127.0.0.1:${BASE + 11}`;

let cluster: Awaited<ReturnType<typeof startAdminCluster>>;
let maildev: Awaited<ReturnType<typeof startMailDev>>;
let adminToken = '';
let db: pg.Client;
const mailDir = mkdtempSync(join(tmpdir(), 'mail-replicas-'));

const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
  httpCall(cluster.url + path, { method, ...options });
const asAdmin = (method: string, path: string, body?: unknown) => call(method, path, { token: adminToken, body });
const count = async (sql: string, values: unknown[] = []) => Number((await db.query(sql, values)).rows[0].n);

beforeAll(async () => {
  maildev = await startMailDev({ smtpPort: BASE + 10, webPort: BASE + 11, mailDir });
  const engageEnv = { SMTP_URL: maildev.smtpUrl, CONTENT_SERVICE_PORT: String(BASE + 2), MAIL_RETRY_DELAY_SECONDS: '1' };
  cluster = await startAdminCluster({
    name: 'mail-replicas',
    transport: 'redis',
    basePort: BASE,
    adminEmail: ADMIN,
    services: [
      { name: 'engage', port: BASE + 5, env: engageEnv },
      { name: 'engage', port: BASE + 7, env: engageEnv },
    ],
    gatewayEnv: { RATE_LIMIT_EMAIL_SUBSCRIPTIONS: '1000/1m', RATE_LIMIT_SUBSCRIPTION_LINKS: '1000/1m' },
  });
  adminToken = await mintIdToken(cluster.emulatorHost, { email: ADMIN, name: 'Ada Admin' });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end().catch(() => {});
  await cluster?.stop();
  await maildev?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

describe('two engage replicas over Redis', () => {
  const readers = ['one@example.com', 'two@example.com'];

  it('make one confirmation mail per subscription, and both answer the confirmation with 200', { timeout: 60_000 }, async () => {
    for (const email of readers) expect((await call('POST', '/api/email-subscriptions', { body: { email } })).status).toBe(201);
    for (const email of readers) {
      const mail = await waitForMail(inbox, (m: Mail) => m.to.includes(email), { timeoutMs: 30_000 });
      const link = linksOf(mail).find((href: string) => href.startsWith(`${ORIGIN}/subscriptions/confirm?token=`))!;
      const confirmed = await call('POST', '/api/subscriptions/confirm', { body: { token: new URL(link).searchParams.get('token') } });
      expect(confirmed.status).toBe(200);
    }
    expect(await count(`SELECT count(*) AS n FROM engage_jobs.job WHERE name = 'engage-confirmation'`)).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM engage.list_entries WHERE status = 'confirmed'`)).toBe(2);
  });

  it('make one draft, one test mail, and one copy of a mailing for each reader', { timeout: 60_000 }, async () => {
    const created = await asAdmin('POST', '/api/admin/mailings', { list: 'newsletter', subject: 'Replicas', body: 'Once each' });
    expect(created.status).toBe(201);
    expect(await count(`SELECT count(*) AS n FROM engage.mailings`)).toBe(1);
    const id = (created.body.data as Mailing).id;

    expect((await asAdmin('POST', `/api/admin/mailings/${id}/test`)).status).toBe(202);
    await waitForMail(inbox, (m: Mail) => m.subject === '[Test] Replicas', { timeoutMs: 30_000 });
    expect(await count(`SELECT count(*) AS n FROM engage_jobs.job WHERE name = 'engage-mailing-test'`)).toBe(1);

    expect((await asAdmin('POST', `/api/admin/mailings/${id}/send`)).status).toBe(202);
    await expect
      .poll(async () => ((await asAdmin('GET', `/api/admin/mailings/${id}`)).body.data as Mailing).status, { timeout: 30_000 })
      .toBe('sent');
    expect(((await asAdmin('GET', `/api/admin/mailings/${id}`)).body.data as Mailing).counts).toEqual({
      total: 2,
      sent: 2,
      pending: 0,
      failed: 0,
    });
    const copies = (await listMail(inbox)).filter((m: Mail) => m.subject === 'Replicas');
    expect(copies.flatMap((m: Mail) => m.to).sort()).toEqual(readers);
  });

  it('erase an address once, both answering what was erased', async () => {
    const erased = await asAdmin('DELETE', `/api/admin/people/${encodeURIComponent('one@example.com')}`);
    expect(erased.status).toBe(200);
    expect(erased.body.data.erased).toMatchObject({ entries: 1, deliveries: 1 });
    expect(await count(`SELECT count(*) AS n FROM engage.erasures`)).toBe(1);
  });
});
