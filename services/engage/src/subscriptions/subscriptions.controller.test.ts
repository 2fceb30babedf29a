import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGAGE_PATTERNS, ErrorCode } from '@livefully/contracts';
import { startEngageFixture, type EngageFixture } from '../testing/engage-fixture.js';

let fixture: EngageFixture;
const emails = async (email: string) =>
  (await fixture.dataSource.query(`SELECT email FROM engage.list_entries WHERE list = 'newsletter' AND email = $1`, [email])) as {
    email: string;
  }[];

beforeAll(async () => {
  fixture = await startEngageFixture('subscriptions');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('engage.email-subscriptions.create', () => {
  it('stores the address trimmed and lower-cased, then answers', async () => {
    expect(await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email: '  Rita@Example.COM ' })).toEqual({
      email: 'rita@example.com',
      subscribed: true,
    });
    expect(await emails('rita@example.com')).toEqual([{ email: 'rita@example.com' }]);
  });

  it('answers a second subscription of the same address (any case) like the first and keeps one row', async () => {
    const answers = await Promise.all(
      ['sam@example.com', 'SAM@example.com', ' sam@EXAMPLE.com', 'sam@example.com'].map((email) =>
        fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual({ email: 'sam@example.com', subscribed: true });
    expect(await emails('sam@example.com')).toHaveLength(1);
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{}, 'Email is required'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
  ])('refuses %j with "%s"', async (data, message) => {
    expect(await fixture.failure(ENGAGE_PATTERNS.subscribeEmail, data)).toEqual({
      code: ErrorCode.Validation,
      message: 'Invalid request',
      issues: [{ path: ['email'], message }],
    });
  });
});

describe('engage.app-subscriptions.create', () => {
  const rowsFor = (email: string) =>
    fixture.dataSource.query(
      `SELECT list, status, email FROM engage.list_entries WHERE list <> 'newsletter' AND email = $1 ORDER BY list`,
      [email],
    ) as Promise<{ list: string; status: string; email: string }[]>;

  it('stores one entry per app and address, pending until confirmed', async () => {
    const answer = await fixture.send(ENGAGE_PATTERNS.subscribeApp, {
      appName: 'stadium-tracker',
      appTitle: 'A title the browser made up',
      email: ' Fan@Example.com',
    });
    expect(answer).toEqual({ appName: 'stadium-tracker', email: 'fan@example.com', subscribed: true });
    await fixture.send(ENGAGE_PATTERNS.subscribeApp, { appName: 'what-i-like', appTitle: 'What I Like', email: 'fan@example.com' });
    await fixture.send(ENGAGE_PATTERNS.subscribeApp, { appName: 'stadium-tracker', appTitle: 'Stadium Tracker', email: 'FAN@example.com' });
    expect(await rowsFor('fan@example.com')).toEqual([
      { list: 'stadium-tracker', status: 'pending', email: 'fan@example.com' },
      { list: 'what-i-like', status: 'pending', email: 'fan@example.com' },
    ]);
  });

  it('refuses an unknown app and a bad address, storing nothing', async () => {
    const error = await fixture.failure(ENGAGE_PATTERNS.subscribeApp, { appName: 'time-machine', appTitle: 'Time Machine', email: 'x' });
    expect(error.code).toBe(ErrorCode.Validation);
    expect(error.issues?.map((issue) => issue.path)).toEqual([['appName'], ['email']]);
    expect(await rowsFor('x')).toEqual([]);
  });
});
