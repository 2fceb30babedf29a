import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGAGE_PATTERNS, ErrorCode, SUBSCRIPTION_PATTERNS } from '@livefully/contracts';
import { linksOf, waitForMail, type Mail } from '../../../../deploy/maildev/inbox.mjs';
import { startEngageFixture, TEST_ORIGIN, TEST_SUBSCRIPTION_SECRET, type EngageFixture } from '../testing/engage-fixture.js';
import { SubscriptionTokens } from '../tokens/subscription-tokens.js';

/**
 * Double opt-in against real PostgreSQL and a real SMTP server (MailDev, read through its API).
 * Ports 28120–28121 (this part's range).
 */
let fixture: EngageFixture;
const tokens = new SubscriptionTokens(TEST_SUBSCRIPTION_SECRET);

beforeAll(async () => {
  fixture = await startEngageFixture('double-opt-in', { mail: { smtpPort: 28_120, webPort: 28_121 } });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

const confirmationFor = (email: string, subject = /Confirm your subscription/) =>
  waitForMail(fixture.inbox, (mail: Mail) => mail.to.includes(email) && subject.test(mail.subject), { timeoutMs: 20_000 });
const tokenOf = (mail: Mail, page: 'confirm' | 'unsubscribe') => {
  const link = linksOf(mail).find((href: string) => href.startsWith(`${TEST_ORIGIN}/subscriptions/${page}?token=`));
  if (!link) throw new Error(`no ${page} link in ${mail.subject}`);
  return new URL(link).searchParams.get('token')!;
};
const entry = async (list: string, email: string) =>
  (
    (await fixture.dataSource.query(`SELECT id, status, confirmed_at FROM engage.list_entries WHERE list = $1 AND email = $2`, [
      list,
      email,
    ])) as {
      id: string;
      status: string;
    }[]
  )[0];
const confirmationJobs = async (email: string) =>
  Number(
    (
      (await fixture.dataSource.query(
        `SELECT count(*) AS n FROM engage_jobs.job j JOIN engage.list_entries e ON e.id::text = j.data->>'entryId'
       WHERE j.name = 'engage-confirmation' AND j.data->>'mail' = 'true' AND e.email = $1`,
        [email],
      )) as { n: string }[]
    )[0]!.n,
  );

describe('subscribe → confirmation mail → confirm', () => {
  it('keeps a new address pending and mails it a link that confirms it, once', async () => {
    const answer = await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email: 'Nora@Example.com' });
    expect(answer).toEqual({ email: 'nora@example.com', subscribed: true });
    expect((await entry('newsletter', 'nora@example.com'))?.status).toBe('pending');

    const mail = await confirmationFor('nora@example.com');
    expect(mail.subject).toBe('Confirm your subscription to Live Fully newsletter');
    expect(mail.text).toContain(`${TEST_ORIGIN}/subscriptions/confirm?token=`);
    const token = tokenOf(mail, 'confirm');

    expect(await fixture.send(SUBSCRIPTION_PATTERNS.confirmSubscription, { token })).toEqual({
      list: 'newsletter',
      listTitle: 'Live Fully newsletter',
      email: 'nora@example.com',
    });
    expect((await entry('newsletter', 'nora@example.com'))?.status).toBe('confirmed');
    expect(await fixture.failure(SUBSCRIPTION_PATTERNS.confirmSubscription, { token })).toMatchObject({
      code: ErrorCode.SubscriptionTokenUsed,
    });
  });

  it('answers every replica that received the same confirm request alike (Redis), and a later request as used', async () => {
    await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email: 'pia@example.com' });
    const token = tokenOf(await confirmationFor('pia@example.com'), 'confirm');
    const requestId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => fixture.send(SUBSCRIPTION_PATTERNS.confirmSubscription, { token, requestId })));
    for (const answer of answers)
      expect(answer).toEqual({ list: 'newsletter', listTitle: 'Live Fully newsletter', email: 'pia@example.com' });
    expect(await fixture.failure(SUBSCRIPTION_PATTERNS.confirmSubscription, { token, requestId: randomUUID() })).toMatchObject({
      code: ErrorCode.SubscriptionTokenUsed,
    });
  });

  it('answers a repeat subscription the same and queues no second mail within the window', async () => {
    await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email: 'omar@example.com' });
    const again = await Promise.all([1, 2, 3].map(() => fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email: 'OMAR@example.com' })));
    for (const answer of again) expect(answer).toEqual({ email: 'omar@example.com', subscribed: true });
    await confirmationFor('omar@example.com');
    expect(await confirmationJobs('omar@example.com')).toBe(1);
    // The same holds across lists: one confirmation mail per address per window.
    await fixture.send(ENGAGE_PATTERNS.subscribeApp, { appName: 'what-i-like', appTitle: 'x', email: 'omar@example.com' });
    expect(await confirmationJobs('omar@example.com')).toBe(1);
  });

  it('confirms a confirmed address at once on another list, with no mail, and says the same', async () => {
    const answer = await fixture.send(ENGAGE_PATTERNS.subscribeApp, {
      appName: 'stadium-tracker',
      appTitle: 'x',
      email: 'nora@example.com',
    });
    expect(answer).toEqual({ appName: 'stadium-tracker', email: 'nora@example.com', subscribed: true });
    expect((await entry('stadium-tracker', 'nora@example.com'))?.status).toBe('confirmed');
    expect(await confirmationJobs('nora@example.com')).toBe(1);
  });

  it('records a subscription once however many replicas receive the same request (Redis); a new request is a new event', async () => {
    const subscribed = async (email: string, list: string) =>
      (await fixture.dataSource.query(
        `SELECT event FROM engage.subscription_history WHERE email = $1 AND list = $2 AND event IN ('subscribed', 'confirmed') ORDER BY id`,
        [email, list],
      )) as { event: string }[];
    const requestId = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email: 'quinn@example.com', requestId })),
    );
    for (const answer of answers) expect(answer).toEqual({ email: 'quinn@example.com', subscribed: true });
    expect(await subscribed('quinn@example.com', 'newsletter')).toEqual([{ event: 'subscribed' }]);
    await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email: 'quinn@example.com', requestId: randomUUID() });
    expect(await subscribed('quinn@example.com', 'newsletter')).toEqual([{ event: 'subscribed' }, { event: 'subscribed' }]);

    // An address confirmed before is confirmed at once: both of its rows, once.
    const appRequest = { appName: 'dining-alphabet', appTitle: 'x', email: 'nora@example.com', requestId: randomUUID() };
    await Promise.all([1, 2, 3].map(() => fixture.send(ENGAGE_PATTERNS.subscribeApp, appRequest)));
    expect(await subscribed('nora@example.com', 'dining-alphabet')).toEqual([{ event: 'subscribed' }, { event: 'confirmed' }]);
  });

  it('refuses a bad, an altered and an expired link with their own codes', async () => {
    expect(await fixture.failure(SUBSCRIPTION_PATTERNS.confirmSubscription, { token: 'not-a-token' })).toMatchObject({
      code: ErrorCode.SubscriptionTokenInvalid,
    });
    expect(await fixture.failure(SUBSCRIPTION_PATTERNS.confirmSubscription, {})).toMatchObject({
      code: ErrorCode.Validation,
      issues: [{ path: ['token'], message: 'token is required' }],
    });
    await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email: 'late@example.com' });
    const pending = await entry('newsletter', 'late@example.com');
    const [{ confirm_nonce: nonce }] = (await fixture.dataSource.query(`SELECT confirm_nonce FROM engage.list_entries WHERE id = $1`, [
      pending!.id,
    ])) as [{ confirm_nonce: string }];
    const expired = tokens.confirm(pending!.id, nonce, new Date(Date.now() - 60_000));
    expect(await fixture.failure(SUBSCRIPTION_PATTERNS.confirmSubscription, { token: expired })).toMatchObject({
      code: ErrorCode.SubscriptionTokenExpired,
    });
    const forged = new SubscriptionTokens('another-secret-another-secret-another-secret').confirm(
      pending!.id,
      nonce,
      new Date(Date.now() + 60_000),
    );
    expect(await fixture.failure(SUBSCRIPTION_PATTERNS.confirmSubscription, { token: forged })).toMatchObject({
      code: ErrorCode.SubscriptionTokenInvalid,
    });
    expect((await entry('newsletter', 'late@example.com'))?.status).toBe('pending');
  });

  it('unsubscribes by link idempotently; subscribing again needs a new confirmation, and the old link no longer works', async () => {
    const nora = await entry('newsletter', 'nora@example.com');
    const token = tokens.unsubscribe(nora!.id);
    const change = { list: 'newsletter', listTitle: 'Live Fully newsletter', email: 'nora@example.com' };
    expect(await fixture.send(SUBSCRIPTION_PATTERNS.unsubscribe, { token })).toEqual(change);
    expect(await fixture.send(SUBSCRIPTION_PATTERNS.oneClickUnsubscribe, { token })).toEqual(change);
    expect((await entry('newsletter', 'nora@example.com'))?.status).toBe('unsubscribed');

    await fixture.dataSource.query(
      `UPDATE engage.list_entries SET confirmation_queued_at = now() - interval '1 hour' WHERE email = 'nora@example.com'`,
    );
    await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email: 'nora@example.com' });
    expect((await entry('newsletter', 'nora@example.com'))?.status).toBe('pending');
    await expect.poll(() => confirmationJobs('nora@example.com'), { timeout: 10_000 }).toBe(2);
    expect(
      await fixture.failure(SUBSCRIPTION_PATTERNS.unsubscribe, { token: tokens.unsubscribe('2b1c7f0e-5a43-4a51-9d3c-1b9a0b0c0d0e') }),
    ).toMatchObject({
      code: ErrorCode.SubscriptionTokenInvalid,
    });
  });

  it('removes entries left pending past PENDING_EXPIRY_DAYS', async () => {
    await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email: 'lapsed@example.com' });
    await fixture.dataSource.query(
      `UPDATE engage.list_entries SET subscribed_at = now() - interval '8 days' WHERE email = 'lapsed@example.com'`,
    );
    await fixture.restart({ PENDING_SWEEP_INTERVAL_MS: '1000' });
    await expect.poll(() => entry('newsletter', 'lapsed@example.com'), { timeout: 10_000 }).toBeUndefined();
    expect(await entry('newsletter', 'late@example.com')).toBeDefined();
  });
});
