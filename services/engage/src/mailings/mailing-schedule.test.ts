import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGAGE_PATTERNS, ErrorCode, MAILING_ADMIN_PATTERNS as M, SUBSCRIPTION_PATTERNS, type Mailing } from '@livefully/contracts';
import { freePort } from '@livefully/service-kit/testing';
import { startEngageFixture, TEST_SUBSCRIPTION_SECRET, type EngageFixture } from '../testing/engage-fixture.js';
import { SubscriptionTokens } from '../tokens/subscription-tokens.js';
import { MailingClock } from './mailing-clock.js';
import { MailingScheduler } from './mailing-scheduler.js';
import { MailingsService } from './mailings.service.js';

/**
 * Deleting drafts, scheduling on a test clock, and a mailing's counts, against real PostgreSQL
 * and a real SMTP server (nodemailer's smtp-server) that refuses one recipient for good and
 * keeps every message it accepts. The scheduler's clock is the service's MailingClock, set by
 * the test; its check is run by the test, so nothing waits for real time.
 */
const actor = { uid: 'admin-uid', email: 'ada.admin@example.com' };
const READERS = ['ann@example.com', 'bob@example.com', 'gone@example.com'];
let fixture: EngageFixture;
let relay: SMTPServer;
const accepted: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  relay = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('gone@')) return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        accepted.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  fixture = await startEngageFixture('mailing-schedule', { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  for (const email of READERS) await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email });
  await fixture.dataSource.query(`UPDATE engage.list_entries SET status = 'confirmed', confirmed_at = now()`);
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
  await new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
});

const draft = (subject: string) =>
  fixture.send<Mailing>(M.createMailing, { actor, input: { list: 'newsletter', subject, body: `## ${subject}\n\nHello **all**.` } });
const get = (id: string) => fixture.send<Mailing>(M.getMailing, { id });
const copiesOf = (subject: string) => accepted.filter((mail) => mail.raw.includes(`Subject: ${subject}`));
/** The test sets the time the service goes by. */
const setClock = (at: Date) => vi.spyOn(fixture.app().get(MailingClock), 'now').mockReturnValue(at);
const scheduler = () => fixture.app().get(MailingScheduler);

describe('deleting a mailing', () => {
  it('deletes a draft once, however many replicas receive the request, and leaves who did it', async () => {
    const mailing = await draft('To delete');
    const requestId = randomUUID();
    const answers = await Promise.all([1, 2].map(() => fixture.send(M.deleteMailing, { actor, id: mailing.id, requestId })));
    expect(answers).toEqual([{ id: mailing.id }, { id: mailing.id }]);
    expect(await fixture.failure(M.getMailing, { id: mailing.id })).toMatchObject({ code: ErrorCode.MailingNotFound });
    expect(await fixture.dataSource.query(`SELECT mailing_id, subject, actor_uid FROM engage.mailing_deletions`)).toEqual([
      { mailing_id: mailing.id, subject: 'To delete', actor_uid: actor.uid },
    ]);
    // Asked again by another request: it is gone.
    expect(await fixture.failure(M.deleteMailing, { actor, id: mailing.id, requestId: randomUUID() })).toMatchObject({
      code: ErrorCode.MailingNotFound,
    });
  });

  it('refuses a scheduled mailing with 409 and a message that says what to do; 404 for an unknown id', async () => {
    const mailing = await draft('Kept');
    await fixture.send(M.scheduleMailing, { actor, id: mailing.id, input: { sendAt: new Date(Date.now() + 86_400_000).toISOString() } });
    expect(await fixture.failure(M.deleteMailing, { actor, id: mailing.id })).toMatchObject({
      code: ErrorCode.MailingNotDraft,
      message: 'This mailing is scheduled: cancel its schedule first.',
    });
    expect(await fixture.failure(M.deleteMailing, { actor, id: randomUUID() })).toMatchObject({ code: ErrorCode.MailingNotFound });
    await fixture.send(M.unscheduleMailing, { actor, id: mailing.id });
    expect(await fixture.send(M.deleteMailing, { actor, id: mailing.id })).toEqual({ id: mailing.id });
  });
});

describe('scheduling a mailing', () => {
  it('refuses a time that is past or more than a year ahead, with a message on the field', async () => {
    const mailing = await draft('Badly timed');
    const now = new Date('2031-03-01T09:00:00.000Z');
    setClock(now);
    for (const [sendAt, message] of [
      ['2031-03-01T08:59:00.000Z', 'Send time must be in the future'],
      ['2032-03-02T09:00:00.000Z', 'Send time must be within 365 days'],
    ] as const) {
      const refused = await fixture.failure(M.scheduleMailing, { actor, id: mailing.id, input: { sendAt } });
      expect(refused).toMatchObject({ code: ErrorCode.Validation, issues: [{ path: ['sendAt'], message }] });
    }
    expect((await get(mailing.id)).status).toBe('draft');
    vi.restoreAllMocks();
  });

  it('is moved and cancelled: a draft again, scheduledAt cleared', async () => {
    const mailing = await draft('Moved');
    const first = await fixture.send<Mailing>(M.scheduleMailing, {
      actor,
      id: mailing.id,
      input: { sendAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(first.status).toBe('scheduled');
    const later = new Date(Date.now() + 7_200_000).toISOString();
    expect((await fixture.send<Mailing>(M.scheduleMailing, { actor, id: mailing.id, input: { sendAt: later } })).scheduledAt).toBe(later);
    expect(await fixture.send<Mailing>(M.unscheduleMailing, { actor, id: mailing.id })).toMatchObject({
      status: 'draft',
      scheduledAt: null,
    });
  });

  it('is not sent before its time, is sent once at it (two checks, two replicas), then counted', async () => {
    const mailing = await draft('On time');
    const at = new Date(Date.now() + 3_600_000);
    await fixture.send(M.scheduleMailing, { actor, id: mailing.id, input: { sendAt: at.toISOString() } });

    setClock(new Date(at.getTime() - 1_000));
    expect(await scheduler().check()).toEqual([]);
    expect((await get(mailing.id)).status).toBe('scheduled');

    setClock(at);
    // The scheduler's check and two other replicas' starts of the same due mailing, at once: one starts it.
    const service = fixture.app().get(MailingsService);
    const [checked, ...others] = await Promise.all([
      scheduler().check(),
      service.startDue(mailing.id, at),
      service.startDue(mailing.id, at),
    ]);
    expect(checked.length + others.filter(Boolean).length).toBe(1);
    vi.restoreAllMocks();

    await expect.poll(async () => (await get(mailing.id)).status, { timeout: 20_000 }).toBe('sent');
    expect(await scheduler().check()).toEqual([]);
    const copies = copiesOf('On time');
    expect(copies.flatMap((mail) => mail.to).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    expect((await get(mailing.id)).counts).toEqual({ total: 3, sent: 2, pending: 0, failed: 1, unsubscribed: 0 });
    expect((await get(mailing.id)).scheduledAt).toBeNull();
  });
});

describe("a mailing's counts", () => {
  it("count an unsubscribe through this mailing's link, once, and none through a link without the mailing", async () => {
    const [mail] = copiesOf('On time').filter((copy) => copy.to.includes('ann@example.com'));
    const token = /one-click\?token=([A-Za-z0-9_.%-]+)>/.exec(mail!.raw)![1]!;
    const mailing = (await fixture.send<Mailing[]>(M.listMailings, {})).find((item) => item.subject === 'On time')!;
    // The link and the one-click header are the same token: twice is one unsubscribe.
    await fixture.send(SUBSCRIPTION_PATTERNS.unsubscribe, { token: decodeURIComponent(token) });
    await fixture.send(SUBSCRIPTION_PATTERNS.oneClickUnsubscribe, { token: decodeURIComponent(token) });
    expect((await get(mailing.id)).counts).toEqual({ total: 3, sent: 2, pending: 0, failed: 1, unsubscribed: 1 });

    // A link that names no mailing (a confirmation page's, an older mail's) is not counted for this one.
    const [bob] = (await fixture.dataSource.query(`SELECT id FROM engage.list_entries WHERE email = 'bob@example.com'`)) as {
      id: string;
    }[];
    await fixture.send(SUBSCRIPTION_PATTERNS.unsubscribe, { token: new SubscriptionTokens(TEST_SUBSCRIPTION_SECRET).unsubscribe(bob!.id) });
    expect((await get(mailing.id)).counts.unsubscribed).toBe(1);
  });
});
