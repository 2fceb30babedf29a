import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type Mailing } from '@livefully/contracts';
import { clearInbox, linksOf, listMail, waitForMail, type Mail } from '../../deploy/maildev/inbox.mjs';
import { startMailDev } from '../../deploy/maildev/start.mjs';
import { otherSpellingOfLast, signedAsBefore } from '../../services/engage/src/testing/token-spellings.js';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { ENGAGE_TEST_ENV, startAdminCluster } from './admin-cluster.js';
import { call as httpCall } from './http-call.js';

/**
 * The mail loop end to end, each part a real process: PostgreSQL, the Auth Emulator, identity,
 * content, engage (its pg-boss queue in PostgreSQL) and the gateway, sending to MailDev and read
 * back through MailDev's API. Ports 28150–28161 (base postgres, +2 content, +3 gateway,
 * +4 identity, +5 engage, +6 Auth Emulator, +10 MailDev SMTP, +11 MailDev web).
 */
const BASE = 28_150;
const SMTP_PORT = BASE + 10;
const WEB_PORT = BASE + 11;
const ADMIN = 'ada.admin@example.com';
/** Mails one engage process sends at once (the default): also the most a crash may send twice. MAIL_LEASE_SECONDS is its default, 30. */
const CONCURRENCY = 4;
const ORIGIN = ENGAGE_TEST_ENV.PUBLIC_ORIGIN;

type Cluster = Awaited<ReturnType<typeof startAdminCluster>>;
let cluster: Cluster;
let maildev: Awaited<ReturnType<typeof startMailDev>>;
let adminToken = '';
let db: pg.Client;
const mailDir = mkdtempSync(join(tmpdir(), 'mail-loop-'));
const inbox = `http://127.0.0.1:${WEB_PORT}`;

const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
  httpCall(cluster.url + path, { method, ...options });
const asAdmin = (method: string, path: string, body?: unknown) => call(method, path, { token: adminToken, body });
const tokenIn = (mail: Mail, page: 'confirm' | 'unsubscribe') => {
  const link = linksOf(mail).find((href: string) => href.startsWith(`${ORIGIN}/subscriptions/${page}?token=`));
  if (!link) throw new Error(`no ${page} link in "${mail.subject}"`);
  return new URL(link).searchParams.get('token')!;
};
const confirmationFor = (email: string) =>
  waitForMail(inbox, (mail: Mail) => mail.to.includes(email) && mail.subject.startsWith('Confirm your subscription'), {
    timeoutMs: 30_000,
  });
const mailsWith = async (subject: string) => (await listMail(inbox)).filter((mail: Mail) => mail.subject === subject);

async function sendMailing(subject: string, list = 'newsletter'): Promise<Mailing> {
  const created = await asAdmin('POST', '/api/admin/mailings', {
    list,
    subject,
    body: `# ${subject}\n\nNews for you.`,
    includeLatest: list === 'newsletter',
  });
  expect(created.status).toBe(201);
  const started = await asAdmin('POST', `/api/admin/mailings/${created.body.data.id}/send`);
  expect(started.status).toBe(202);
  return started.body.data as Mailing;
}
async function whenSent(id: string, timeout = 60_000): Promise<Mailing> {
  await expect
    .poll(async () => ((await asAdmin('GET', `/api/admin/mailings/${id}`)).body.data as Mailing).status, { timeout, interval: 250 })
    .toBe('sent');
  return (await asAdmin('GET', `/api/admin/mailings/${id}`)).body.data as Mailing;
}

beforeAll(async () => {
  maildev = await startMailDev({ smtpPort: SMTP_PORT, webPort: WEB_PORT, mailDir });
  cluster = await startAdminCluster({
    name: 'mail-loop',
    transport: 'tcp',
    basePort: BASE,
    adminEmail: ADMIN,
    services: [
      { name: 'content', port: BASE + 2, env: { SEARCH_SERVICE_PORT: String(BASE + 8) } },
      {
        name: 'engage',
        port: BASE + 5,
        env: {
          SMTP_URL: maildev.smtpUrl,
          MAIL_FROM: 'Live Fully <hello@livefully.test>',
          CONTENT_SERVICE_PORT: String(BASE + 2),
          MAIL_RETRY_DELAY_SECONDS: '1',
          MAIL_CONCURRENCY: String(CONCURRENCY),
        },
      },
    ],
    gatewayEnv: {
      CONTENT_SERVICE_PORT: String(BASE + 2),
      SEARCH_SERVICE_PORT: String(BASE + 8),
      ENGAGE_SERVICE_PORT: String(BASE + 5),
      RATE_LIMIT_EMAIL_SUBSCRIPTIONS: '1000/1m',
      RATE_LIMIT_APP_SUBSCRIPTIONS: '1000/1m',
      RATE_LIMIT_SUBSCRIPTION_LINKS: '1000/1m',
    },
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

describe('the mail loop over HTTP', () => {
  const readers = ['ana@example.com', 'ben@example.com', 'cy@example.com'];

  it(
    'subscribe → the confirmation arrives → its link confirms; a used, bad or missing token gets its own 4xx',
    { timeout: 120_000 },
    async () => {
      for (const email of readers) {
        const answer = await call('POST', '/api/email-subscriptions', { body: { email } });
        expect(answer.status).toBe(201);
        expect(answer.body).toEqual({ success: true, data: { email, subscribed: true } });
      }
      for (const email of readers) {
        const mail = await confirmationFor(email);
        const token = tokenIn(mail, 'confirm');
        const confirmed = await call('POST', '/api/subscriptions/confirm', { body: { token } });
        expect(confirmed.status).toBe(200);
        expect(confirmed.body.data).toEqual({ list: 'newsletter', listTitle: 'Live Fully newsletter', email });
        const again = await call('POST', '/api/subscriptions/confirm', { body: { token } });
        expect([again.status, again.body.code]).toEqual([409, ErrorCode.SubscriptionTokenUsed]);
      }
      const bad = await call('POST', '/api/subscriptions/confirm', { body: { token: 'abc.def' } });
      expect([bad.status, bad.body.code]).toEqual([404, ErrorCode.SubscriptionTokenInvalid]);
      const missing = await call('POST', '/api/subscriptions/confirm', { body: {} });
      expect([missing.status, missing.body.code]).toEqual([400, ErrorCode.Validation]);
      expect(missing.body.issues).toEqual([{ path: ['token'], message: 'token is required' }]);
      // A repeat subscription answers the same, sends no second mail, and the address stays confirmed.
      expect((await call('POST', '/api/email-subscriptions', { body: { email: 'ana@example.com' } })).status).toBe(201);
      const [{ n }] = (
        await db.query(`SELECT count(*)::int AS n FROM engage_jobs.job WHERE name = 'engage-confirmation' AND data->>'mail' = 'true'`)
      ).rows;
      expect(n).toBe(3);
    },
  );

  it('refuses a confirm link whose signature ends in another spelling of the same bytes, and takes a link signed as before', async () => {
    const email = 'dee@example.com';
    expect((await call('POST', '/api/app-subscriptions', { body: { appName: 'dining-alphabet', appTitle: 'x', email } })).status).toBe(201);
    const token = tokenIn(await confirmationFor(email), 'confirm');
    const respelled = await call('POST', '/api/subscriptions/confirm', { body: { token: otherSpellingOfLast(token) } });
    expect([respelled.status, respelled.body.code]).toEqual([404, ErrorCode.SubscriptionTokenInvalid]);

    const [entry] = (await db.query(`SELECT id, confirm_nonce FROM engage.list_entries WHERE email = $1`, [email])).rows;
    const inAnOldMail = signedAsBefore(ENGAGE_TEST_ENV.SUBSCRIPTION_SECRET, {
      k: 'c',
      e: entry.id,
      n: entry.confirm_nonce,
      x: Math.floor(Date.now() / 1000) + 3_600,
    });
    const confirmed = await call('POST', '/api/subscriptions/confirm', { body: { token: inAnOldMail } });
    expect([confirmed.status, confirmed.body.data?.email]).toEqual([200, email]);
  });

  it(
    'includes the confirmed in a send with the newest articles; the unsubscribe link and the one-click POST both work; the next send leaves them out',
    { timeout: 120_000 },
    async () => {
      await clearInbox(inbox);
      const mailing = await sendMailing('Issue one');
      const sent = await whenSent(mailing.id);
      expect(sent.counts).toEqual({ total: 3, sent: 3, pending: 0, failed: 0, unsubscribed: 0 });
      const copies = await mailsWith('Issue one');
      expect(copies.flatMap((mail: Mail) => mail.to).sort()).toEqual(readers);
      const ana = copies.find((mail: Mail) => mail.to.includes('ana@example.com'))!;
      expect(ana.html).toContain('Latest articles');
      expect(ana.html).toMatch(new RegExp(`href="${ORIGIN}/blog/[a-z0-9-]+"`));
      expect(ana.text).toContain(`Unsubscribe: ${ORIGIN}/subscriptions/unsubscribe?token=`);

      const left = await call('POST', '/api/subscriptions/unsubscribe', { body: { token: tokenIn(ana, 'unsubscribe') } });
      expect([left.status, left.body.data.email]).toEqual([200, 'ana@example.com']);
      const ben = copies.find((mail: Mail) => mail.to.includes('ben@example.com'))!;
      expect(ben.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const oneClickUrl = /^<([^>]+)>$/.exec(ben.headers['list-unsubscribe']!)![1]!;
      expect(oneClickUrl.startsWith(`${ORIGIN}/api/subscriptions/one-click?token=`)).toBe(true);
      // What a mail client does (RFC 8058), against this cluster's gateway.
      const oneClick = await fetch(`${cluster.url}${new URL(oneClickUrl).pathname}${new URL(oneClickUrl).search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      expect(((await oneClick.json()) as { data: { email: string } }).data.email).toBe('ben@example.com');
      // Both left through this mailing's links: its page counts them.
      expect((await whenSent(mailing.id)).counts.unsubscribed).toBe(2);

      const next = await sendMailing('Issue two');
      expect((await whenSent(next.id)).counts).toEqual({ total: 1, sent: 1, pending: 0, failed: 0, unsubscribed: 0 });
      expect((await mailsWith('Issue two')).map((mail: Mail) => mail.to)).toEqual([['cy@example.com']]);
      const again = await asAdmin('POST', `/api/admin/mailings/${next.id}/send`);
      expect([again.status, again.body.code]).toEqual([409, ErrorCode.MailingNotDraft]);
    },
  );

  it('exports an address as a JSON file and erases everything about it', async () => {
    const exported = await fetch(`${cluster.url}/api/admin/people/${encodeURIComponent('cy@example.com')}/export`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="person-cy@example.com.json"');
    const person = (await exported.json()) as { email: string; entries: { status: string }[]; history: { event: string }[] };
    expect(person.email).toBe('cy@example.com');
    expect(person.entries.map((entry) => entry.status)).toEqual(['confirmed']);
    expect(person.history.map((item) => item.event)).toEqual([
      'subscribed',
      'confirmation-sent',
      'confirmed',
      'mailing-sent',
      'mailing-sent',
    ]);

    const erased = await asAdmin('DELETE', `/api/admin/people/${encodeURIComponent('cy@example.com')}`);
    expect(erased.status).toBe(200);
    expect(erased.body.data.erased).toMatchObject({ entries: 1, deliveries: 2 });
    const gone = await asAdmin('GET', `/api/admin/people/${encodeURIComponent('cy@example.com')}`);
    expect([gone.status, gone.body.code]).toEqual([404, ErrorCode.PersonNotFound]);
    const noFile = await fetch(`${cluster.url}/api/admin/people/cy%40example.com/export`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(noFile.status).toBe(404);
  });
});

describe('sending survives its worker and its relay', () => {
  const addresses = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(3, '0')}@example.com`);
  /** Confirmed entries arranged in the database: what a confirmation link would have left. */
  const confirmedEntries = (list: string, emails: string[]) =>
    db.query(
      `INSERT INTO engage.list_entries (list, email, status, confirmed_at) SELECT $1, email, 'confirmed', now() FROM unnest($2::varchar[]) AS email`,
      [list, emails],
    );

  it('a worker killed (SIGKILL) mid-send and started again sends everyone the mail, soon; only the mails in flight may go twice', async () => {
    const fans = addresses('fan', 408);
    await confirmedEntries('stadium-tracker', fans);
    await clearInbox(inbox);
    const mailing = await sendMailing('Stadium Tracker is here', 'stadium-tracker');
    expect(mailing.counts.total).toBe(fans.length);
    const sentSoFar = async () =>
      Number(
        (await db.query(`SELECT count(*) AS n FROM engage.deliveries WHERE mailing_id = $1 AND status = 'sent'`, [mailing.id])).rows[0].n,
      );
    await expect.poll(sentSoFar, { timeout: 60_000, interval: 50 }).toBeGreaterThan(100);
    await cluster.killPart('engage');
    // What the dead process had claimed and not yet marked sent: the only mails that may have reached the relay unrecorded.
    const inFlight = (
      await db.query(`SELECT email FROM engage.deliveries WHERE mailing_id = $1 AND status = 'sending'`, [mailing.id])
    ).rows.map((row: { email: string }) => row.email);
    expect(inFlight.length).toBeLessThanOrEqual(CONCURRENCY);
    expect(await sentSoFar()).toBeLessThan(fans.length);

    await cluster.startPart('engage');
    // A bounded wait far inside the 300 s lease the claims used to have: the dead worker's claims
    // run out with the 30 s lease and are taken over.
    const sent = await whenSent(mailing.id, 90_000);
    expect(sent.counts).toEqual({ total: fans.length, sent: fans.length, pending: 0, failed: 0, unsubscribed: 0 });

    const copies = await mailsWith('Stadium Tracker is here');
    const byRecipient = new Map<string, Mail[]>();
    for (const mail of copies) for (const to of mail.to) byRecipient.set(to, [...(byRecipient.get(to) ?? []), mail]);
    expect([...byRecipient.keys()].sort()).toEqual(fans);
    // A second copy only for a mail in flight at the kill (accepted by the relay, not yet recorded),
    // and then as the same message (one Message-ID), which the receiving side may drop.
    const twice = [...byRecipient].filter(([, mails]) => mails.length > 1).map(([to]) => to);
    expect(twice.filter((to) => !inFlight.includes(to))).toEqual([]);
    expect(twice.length).toBeLessThanOrEqual(CONCURRENCY);
    for (const mails of byRecipient.values()) expect(new Set(mails.map((mail) => mail.headers['message-id'])).size).toBe(1);
  }, 240_000);

  it('a relay that is down delays the mail; it is delivered once the relay is back', async () => {
    const walkers = addresses('walker', 5);
    await confirmedEntries('what-i-like', walkers);
    await maildev.stop();
    const mailing = await sendMailing('What I Like is here', 'what-i-like');
    await expect
      .poll(
        async () =>
          Number((await db.query(`SELECT max(attempts) AS n FROM engage.deliveries WHERE mailing_id = $1`, [mailing.id])).rows[0].n),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(1);
    const meanwhile = ((await asAdmin('GET', `/api/admin/mailings/${mailing.id}`)).body.data as Mailing).counts;
    expect(meanwhile).toMatchObject({ total: 5, sent: 0, failed: 0, pending: 5 });

    maildev = await startMailDev({ smtpPort: SMTP_PORT, webPort: WEB_PORT, mailDir });
    const sent = await whenSent(mailing.id, 120_000);
    expect(sent.counts).toEqual({ total: 5, sent: 5, pending: 0, failed: 0, unsubscribed: 0 });
    expect((await mailsWith('What I Like is here')).flatMap((mail: Mail) => mail.to).sort()).toEqual(walkers);
  }, 180_000);
});
