import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGAGE_PATTERNS,
  ErrorCode,
  MAILING_ADMIN_PATTERNS as M,
  PEOPLE_ADMIN_PATTERNS as P,
  SUBSCRIPTION_PATTERNS,
  type Mailing,
} from '@livefully/contracts';
import { clearInbox, linksOf, listMail, waitForMail, type Mail } from '../../../../deploy/maildev/inbox.mjs';
import { startEngageFixture, TEST_ORIGIN, type EngageFixture } from '../testing/engage-fixture.js';

/**
 * Mailings and people's rights against real PostgreSQL and MailDev. Ports 28122–28123.
 * The newest-articles block needs the content service, so these mailings go without it.
 */
let fixture: EngageFixture;
const actor = { uid: 'admin-uid', email: 'ada.admin@example.com' };
const READERS = ['r1@example.com', 'r2@example.com', 'r3@example.com'];

beforeAll(async () => {
  fixture = await startEngageFixture('mailings', { mail: { smtpPort: 28_122, webPort: 28_123 } });
  for (const email of [...READERS, 'waiting@example.com']) await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email });
  await fixture.dataSource.query(
    `UPDATE engage.list_entries SET status = 'confirmed', confirmed_at = now() WHERE email <> 'waiting@example.com'`,
  );
  await fixture.send(ENGAGE_PATTERNS.contact, {
    name: 'Reader One',
    email: 'r1@example.com',
    subject: 'Hello',
    message: 'A question',
    requestId: '0d7f3c2a-8b1e-4c59-9a34-5e1f2a3b4c5d',
  });
  await clearInbox(fixture.inbox);
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

const draft = (subject: string) =>
  fixture.send<Mailing>(M.createMailing, {
    actor,
    input: { list: 'newsletter', subject, body: 'Hello **readers**.\n\n[Read the blog](/blog) and ![a view](/images/view.svg)' },
  });
const sendAndWait = async (id: string) => {
  const started = await fixture.send<Mailing>(M.sendMailing, { actor, id });
  expect(started.status).toMatch(/sending|sent/);
  await expect.poll(async () => (await fixture.send<Mailing>(M.getMailing, { id })).status, { timeout: 20_000 }).toBe('sent');
  return fixture.send<Mailing>(M.getMailing, { id });
};
const copiesOf = async (subject: string) => (await listMail(fixture.inbox)).filter((mail: Mail) => mail.subject === subject);

describe('a mailing', () => {
  it('is written as a draft, changed while it is one, listed newest first', async () => {
    const first = await draft('First issue');
    expect(first).toMatchObject({
      status: 'draft',
      list: 'newsletter',
      counts: { total: 0, sent: 0, pending: 0, failed: 0, unsubscribed: 0 },
      createdBy: actor,
    });
    const changed = await fixture.send<Mailing>(M.updateMailing, {
      actor,
      id: first.id,
      input: { list: 'newsletter', subject: 'First issue, again', body: 'Changed', includeLatest: false },
    });
    expect(changed.subject).toBe('First issue, again');
    const bad = await fixture.failure(M.createMailing, { actor, input: { list: 'newsletter', subject: '', body: '' } });
    expect(bad).toMatchObject({ code: ErrorCode.Validation });
    expect(bad.issues?.map((issue) => issue.message)).toEqual(['Subject is required', 'Body is required']);
    expect(await fixture.failure(M.getMailing, { id: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f' })).toMatchObject({
      code: ErrorCode.MailingNotFound,
    });
  });

  it('previews as the mail a recipient gets: HTML and text, absolute links, a visible unsubscribe link', async () => {
    const mailing = await draft('Preview issue');
    const preview = await fixture.send<{ subject: string; html: string; text: string }>(M.previewMailing, { id: mailing.id });
    expect(preview.subject).toBe('Preview issue');
    expect(preview.html).toContain('<strong>readers</strong>');
    expect(preview.html).toMatch(/<p style="[^"]+">Hello/);
    expect(preview.html).toContain(`href="${TEST_ORIGIN}/blog"`);
    expect(preview.html).toContain(`src="${TEST_ORIGIN}/images/view.svg"`);
    expect(preview.html).toContain(`${TEST_ORIGIN}/subscriptions/unsubscribe?token=`);
    expect(preview.text).toContain(`Read the blog (${TEST_ORIGIN}/blog)`);
    expect(preview.text).toContain(`Unsubscribe: ${TEST_ORIGIN}/subscriptions/unsubscribe?token=`);
  });

  it('sends a test to the admin alone, marked [Test]', async () => {
    const mailing = await draft('Tried issue');
    // Every replica receives the request over Redis: one test mail all the same.
    const requestId = randomUUID();
    const receipts = await Promise.all([1, 2].map(() => fixture.send(M.testMailing, { actor, id: mailing.id, requestId })));
    expect(receipts).toEqual([{ to: actor.email }, { to: actor.email }]);
    const [{ n }] = (await fixture.dataSource.query(
      `SELECT count(*)::int AS n FROM engage_jobs.job WHERE name = 'engage-mailing-test'`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    const mail = await waitForMail(fixture.inbox, (m: Mail) => m.subject === '[Test] Tried issue', { timeoutMs: 20_000 });
    expect(mail.to).toEqual([actor.email]);
    expect((await fixture.send<Mailing>(M.getMailing, { id: mailing.id })).status).toBe('draft');
  });

  it('goes to every confirmed entry once, with the RFC 8058 headers, and counts from its deliveries', async () => {
    const mailing = await draft('Issue one');
    const sent = await sendAndWait(mailing.id);
    expect(sent.counts).toEqual({ total: 3, sent: 3, pending: 0, failed: 0, unsubscribed: 0 });
    expect(sent.sentAt).not.toBeNull();
    const copies = await copiesOf('Issue one');
    expect(copies.flatMap((mail: Mail) => mail.to).sort()).toEqual(READERS);
    const mail = copies[0]!;
    expect(mail.headers['list-unsubscribe']).toMatch(new RegExp(`^<${TEST_ORIGIN}/api/subscriptions/one-click\\?token=[^>]+>$`));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['message-id']).toMatch(new RegExp(`^<mailing\\.${mailing.id}\\.[0-9a-f]+@livefully\\.test>$`));
    expect(mail.text).toContain('Hello readers.');
    // Sending again is refused; the updates too.
    expect(await fixture.failure(M.sendMailing, { actor, id: mailing.id })).toMatchObject({ code: ErrorCode.MailingNotDraft });
    expect(
      await fixture.failure(M.updateMailing, { actor, id: mailing.id, input: { list: 'newsletter', subject: 'x', body: 'y' } }),
    ).toMatchObject({ code: ErrorCode.MailingNotDraft });
    expect((await fixture.send<Mailing[]>(M.listMailings, { list: 'newsletter' }))[0]?.id).toBe(mailing.id);
  });

  it('is written once per request, however many replicas receive it (Redis)', async () => {
    const requestId = randomUUID();
    const input = { list: 'dining-alphabet', subject: 'Once', body: 'Only once' };
    const made = await Promise.all([1, 2, 3].map(() => fixture.send<Mailing>(M.createMailing, { actor, input, requestId })));
    expect(new Set(made.map((mailing) => mailing.id)).size).toBe(1);
    expect((await fixture.send<Mailing[]>(M.listMailings, { list: 'dining-alphabet' })).map((mailing) => mailing.subject)).toEqual([
      'Once',
    ]);
  });

  it('is not sent to whoever left through the link or the one-click header', async () => {
    const [first, second] = await copiesOf('Issue one').then((mails: Mail[]) =>
      ['r1@example.com', 'r2@example.com'].map((to) => mails.find((mail: Mail) => mail.to.includes(to))!),
    );
    const link = linksOf(first!).find((href: string) => href.startsWith(`${TEST_ORIGIN}/subscriptions/unsubscribe?token=`))!;
    expect(await fixture.send(SUBSCRIPTION_PATTERNS.unsubscribe, { token: new URL(link).searchParams.get('token') })).toMatchObject({
      email: 'r1@example.com',
    });
    const oneClick = /<([^>]+)>/.exec(second!.headers['list-unsubscribe']!)![1]!;
    expect(
      await fixture.send(SUBSCRIPTION_PATTERNS.oneClickUnsubscribe, { token: new URL(oneClick).searchParams.get('token') }),
    ).toMatchObject({
      email: 'r2@example.com',
    });
    const next = await draft('Issue two');
    expect((await sendAndWait(next.id)).counts).toEqual({ total: 1, sent: 1, pending: 0, failed: 0, unsubscribed: 0 });
    expect((await copiesOf('Issue two')).map((mail: Mail) => mail.to)).toEqual([['r3@example.com']]);
  });
});

describe("people's rights", () => {
  it('looks an address up with its entries, history and contact messages; 404 when nothing is kept', async () => {
    const person = await fixture.send<{ entries: { status: string }[]; history: { event: string }[]; contactMessages: number }>(
      P.getPerson,
      {
        email: 'R1@example.com',
      },
    );
    expect(person.entries).toMatchObject([{ list: 'newsletter', listTitle: 'Live Fully newsletter', status: 'unsubscribed' }]);
    expect(person.history.map((item) => item.event)).toEqual(['subscribed', 'mailing-sent', 'unsubscribed']);
    expect(person.contactMessages).toBe(1);
    expect(await fixture.failure(P.getPerson, { email: 'nobody@example.com' })).toMatchObject({ code: ErrorCode.PersonNotFound });
  });

  it('exports everything, contact messages in full', async () => {
    const exported = await fixture.send<{ email: string; contactMessageItems: { message: string }[] }>(P.exportPerson, {
      email: 'r1@example.com',
    });
    expect(exported.email).toBe('r1@example.com');
    expect(exported.contactMessageItems.map((item) => item.message)).toEqual(['A question']);
  });

  it('erases everything about the address, and audits who did it without the address', async () => {
    // Over Redis every replica receives the request: each answers the one erasure.
    const requestId = randomUUID();
    const answers = await Promise.all([1, 2].map(() => fixture.send(P.erasePerson, { actor, email: 'r1@example.com', requestId })));
    for (const erased of answers) {
      expect(erased).toEqual({ email: 'r1@example.com', erased: { entries: 1, history: 3, deliveries: 1, contactMessages: 1 } });
    }
    expect(await fixture.failure(P.getPerson, { email: 'r1@example.com' })).toMatchObject({ code: ErrorCode.PersonNotFound });
    const audit = (await fixture.dataSource.query(`SELECT * FROM engage.erasures`)) as Record<string, unknown>[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_uid: actor.uid, actor_email: actor.email });
    expect(JSON.stringify(audit)).not.toContain('r1@example.com');
    for (const table of ['list_entries', 'subscription_history', 'deliveries', 'contact_messages']) {
      expect(await fixture.dataSource.query(`SELECT 1 FROM engage.${table} WHERE email = 'r1@example.com'`)).toEqual([]);
    }
  });
});
