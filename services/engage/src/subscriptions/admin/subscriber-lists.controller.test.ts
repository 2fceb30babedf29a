import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppSubscriberSchema,
  ENGAGE_ADMIN_PATTERNS as P,
  ENGAGE_PATTERNS,
  ErrorCode,
  NewsletterSubscriberSchema,
} from '@livefully/contracts';
import { z } from 'zod';
import { startEngageFixture, type EngageFixture } from '../../testing/engage-fixture.js';

let fixture: EngageFixture;

beforeAll(async () => {
  fixture = await startEngageFixture('subscriber-lists');
  for (const email of ['first@example.com', 'second@example.com', 'third@example.com']) {
    await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email });
  }
  await fixture.send(ENGAGE_PATTERNS.subscribeApp, { appName: 'what-i-like', appTitle: 'x', email: 'ana@example.com' });
  await fixture.send(ENGAGE_PATTERNS.subscribeApp, { appName: 'stadium-tracker', appTitle: 'x', email: 'ben@example.com' });
  await fixture.send(ENGAGE_PATTERNS.subscribeApp, { appName: 'what-i-like', appTitle: 'x', email: 'cy@example.com' });
  // As if each had followed the link in their confirmation mail; one more stays pending and is not listed.
  await fixture.dataSource.query(`UPDATE engage.list_entries SET status = 'confirmed', confirmed_at = now()`);
  await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email: 'pending@example.com' });
  await fixture.send(ENGAGE_PATTERNS.subscribeApp, { appName: 'what-i-like', appTitle: 'x', email: 'pending@example.com' });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('engage.admin.email-subscriptions.list', () => {
  it('lists newsletter subscribers newest first with their dates', async () => {
    const list = z.array(NewsletterSubscriberSchema).parse(await fixture.send(P.listNewsletterSubscribers));
    expect(list.map((s) => s.email)).toEqual(['third@example.com', 'second@example.com', 'first@example.com']);
  });
});

describe('engage.admin.app-subscriptions.list', () => {
  it('lists every app’s subscribers newest first, with the stored app title', async () => {
    const list = z.array(AppSubscriberSchema).parse(await fixture.send(P.listAppSubscribers, {}));
    expect(list.map((s) => [s.appName, s.email])).toEqual([
      ['what-i-like', 'cy@example.com'],
      ['stadium-tracker', 'ben@example.com'],
      ['what-i-like', 'ana@example.com'],
    ]);
    expect(list[1]!.appTitle).toBe('Stadium Tracker');
  });

  it('filters by app, and answers an empty list for an app nobody asked about', async () => {
    const liked = await fixture.send<{ email: string }[]>(P.listAppSubscribers, { appName: 'what-i-like' });
    expect(liked.map((s) => s.email)).toEqual(['cy@example.com', 'ana@example.com']);
    expect(await fixture.send(P.listAppSubscribers, { appName: 'dining-alphabet' })).toEqual([]);
  });

  it('refuses an unknown app', async () => {
    const error = await fixture.failure(P.listAppSubscribers, { appName: 'chess-clock' });
    expect(error.code).toBe(ErrorCode.Validation);
  });
});

describe('engage.admin.counts', () => {
  it('counts open messages, newsletter subscribers and each app’s subscribers (0 included)', async () => {
    await fixture.send(ENGAGE_PATTERNS.contact, {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'Hello',
      requestId: '6a1c1a52-3d0b-4a0f-9d61-0c7d1c3f9a11',
    });
    expect(await fixture.send(P.counts)).toEqual({
      openMessages: 1,
      newsletterSubscribers: 3,
      appSubscribers: { 'dining-alphabet': 0, 'what-i-like': 2, 'stadium-tracker': 1 },
    });
  });
});
