import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGAGE_PATTERNS, MAILING_ADMIN_PATTERNS as M, type Mailing } from '@livefully/contracts';
import { freePort } from '@livefully/service-kit/testing';
import { startEngageFixture, type EngageFixture } from '../testing/engage-fixture.js';

/**
 * A relay slower than the lease: the worker sending is alive, so its claim is renewed and
 * nobody else sends the same mail. The relay is nodemailer's smtp-server, holding its answer to
 * each message for twice MAIL_LEASE_SECONDS, and counting the messages begun and accepted.
 */
const LEASE_SECONDS = 10;
const actor = { uid: 'admin-uid', email: 'ada.admin@example.com' };
let fixture: EngageFixture;
let relay: SMTPServer;
const begun: string[] = [];
const accepted: string[] = [];

beforeAll(async () => {
  relay = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    logger: false,
    onMailFrom(_address, session, callback) {
      begun.push(session.id);
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        void sleep(2 * LEASE_SECONDS * 1_000).then(() => {
          accepted.push(session.id);
          callback();
        });
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  fixture = await startEngageFixture('slow-relay', {
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_LEASE_SECONDS: String(LEASE_SECONDS) },
  });
  await fixture.send(ENGAGE_PATTERNS.subscribeEmail, { email: 'patient@example.com' });
  await fixture.dataSource.query(`UPDATE engage.list_entries SET status = 'confirmed', confirmed_at = now()`);
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
  await new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
});

describe('a delivery whose send outlasts the lease', () => {
  it('keeps its one claim while the worker is alive: one message at the relay, one attempt', async () => {
    const mailing = await fixture.send<Mailing>(M.createMailing, {
      actor,
      input: { list: 'newsletter', subject: 'Slowly', body: 'Patience.' },
    });
    await fixture.send<Mailing>(M.sendMailing, { actor, id: mailing.id });
    await expect
      .poll(async () => (await fixture.send<Mailing>(M.getMailing, { id: mailing.id })).status, { timeout: 6 * LEASE_SECONDS * 1_000 })
      .toBe('sent');

    expect(await fixture.dataSource.query(`SELECT status, attempts FROM engage.deliveries`)).toEqual([{ status: 'sent', attempts: 1 }]);
    expect({ begun: begun.length, accepted: accepted.length }).toEqual({ begun: 1, accepted: 1 });
  }, 120_000);
});
