import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../packages/service-kit/src/mail/index.js';
import { startMail } from '../embedded/stack.mjs';
import type { Instance } from '../embedded/supervisor.mjs';
import { clearInbox, linksOf, listMail, waitForMail } from '../maildev/inbox.mjs';
import { startMailDev } from '../maildev/start.mjs';
import { accepts, outsideAddress } from './listening.js';

/** MailDev from npm as the local SMTP server, and the inbox reader the other tests use. */
const SMTP_PORT = 28_020;
const WEB_PORT = 28_021;

let mailDir: string;
let maildev: Awaited<ReturnType<typeof startMailDev>>;
let mailer: Mailer;

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'maildev-test-'));
  maildev = await startMailDev({ smtpPort: SMTP_PORT, webPort: WEB_PORT, mailDir });
  mailer = createMailer({ smtpUrl: maildev.smtpUrl, from: 'Live Fully <hello@livefully.localhost>' });
}, 60_000);

afterAll(async () => {
  mailer?.close();
  await maildev?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await clearInbox(maildev.webUrl);
});

const send = (to: string, subject: string, extra: { html?: string; text?: string; headers?: Record<string, string> } = {}) =>
  mailer.send({
    to,
    subject,
    html: extra.html ?? `<p>${subject}</p>`,
    text: extra.text ?? subject,
    ...(extra.headers ? { headers: extra.headers } : {}),
  });

describe('startMailDev', () => {
  it('answers on its SMTP and web ports on 127.0.0.1 only, the web inbox as a page', async () => {
    expect(maildev.smtpUrl).toBe(`smtp://127.0.0.1:${SMTP_PORT}`);
    expect(maildev.webUrl).toBe(`http://localhost:${WEB_PORT}`);
    expect(maildev.pid).toBeGreaterThan(0);
    const page = await fetch(maildev.webUrl, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');

    const outside = outsideAddress();
    if (outside) {
      expect(await accepts(outside, SMTP_PORT)).toBe(false);
      expect(await accepts(outside, WEB_PORT)).toBe(false);
    }
  });

  it('keeps its inbox across a restart on the same mail folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'maildev-restart-'));
    try {
      const first = await startMailDev({ smtpPort: 28_022, webPort: 28_023, mailDir: folder });
      const sender = createMailer({ smtpUrl: first.smtpUrl, from: 'hello@livefully.localhost' });
      await sender.send({ to: 'kept@example.org', subject: 'Kept', html: '<p>Kept</p>', text: 'Kept' });
      sender.close();
      await waitForMail(first.webUrl, (m) => m.subject === 'Kept');
      await first.stop();
      expect(await accepts('127.0.0.1', 28_022)).toBe(false);

      const second = await startMailDev({ smtpPort: 28_022, webPort: 28_023, mailDir: folder });
      try {
        expect((await listMail(second.webUrl)).map((m) => [m.to, m.subject])).toEqual([[['kept@example.org'], 'Kept']]);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('fails with a clear message when its port is taken', async () => {
    await expect(startMailDev({ smtpPort: SMTP_PORT, webPort: 28_024, timeoutMs: 20_000 })).rejects.toThrow(
      /MailDev exited \(code \d+\) before it was ready/,
    );
  }, 30_000);
});

describe("the stack's mail", () => {
  it('goes to the relay given, and then no MailDev starts', async () => {
    const started: string[] = [];
    const mail = await startMail(
      { smtpUrl: 'smtps://site:secret@smtp.relay.example:465', smtpPort: 28_025, webPort: 28_026, mailDir },
      async (name) => {
        started.push(name);
      },
    );
    expect(mail).toEqual({ smtpUrl: 'smtps://site:secret@smtp.relay.example:465', inboxUrl: undefined });
    expect(started).toEqual([]);
    expect(await accepts('127.0.0.1', 28_025)).toBe(false);
  });

  it('goes to a local MailDev, started as the part maildev, whose inbox answers', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'maildev-stack-'));
    const parts: Array<{ name: string; instance: Instance }> = [];
    try {
      const mail = await startMail({ smtpPort: 28_025, webPort: 28_026, mailDir: folder }, async (name, start) => {
        parts.push({ name, instance: await start() });
      });
      expect(mail).toEqual({ smtpUrl: 'smtp://127.0.0.1:28025', inboxUrl: 'http://localhost:28026' });
      expect(parts.map((part) => part.name)).toEqual(['maildev']);
      expect(await listMail(mail.inboxUrl!)).toEqual([]);
    } finally {
      for (const { instance } of parts) await instance.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('the inbox reader', () => {
  it('lists each message with its recipients, both parts, every header and when it came, oldest first', async () => {
    const before = Date.now();
    await send('ann@example.org', 'First — “quoted” ✓', {
      html: '<p>Confirm: <a href="https://livefully.example/subscriptions/confirm?token=a.b&amp;x=1">confirm</a></p>',
      text: 'Confirm: https://livefully.example/subscriptions/confirm?token=a.b&x=1',
      headers: { 'List-Unsubscribe': '<https://livefully.example/api/subscriptions/one-click?token=u.v>', 'X-Mailing': 'm-1' },
    });
    await send('ben@example.org', 'Second');

    const mail = await listMail(maildev.webUrl);
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      [['ann@example.org'], 'First — “quoted” ✓'],
      [['ben@example.org'], 'Second'],
    ]);
    const [first] = mail;
    expect(first?.id).toMatch(/\S+/);
    expect(first?.text.trim()).toBe('Confirm: https://livefully.example/subscriptions/confirm?token=a.b&x=1');
    expect(first?.html).toContain('confirm</a>');
    expect(first?.headers).toMatchObject({
      'list-unsubscribe': '<https://livefully.example/api/subscriptions/one-click?token=u.v>',
      'x-mailing': 'm-1',
      subject: 'First — “quoted” ✓',
      to: 'ann@example.org',
      from: 'Live Fully <hello@livefully.localhost>',
    });
    expect(Date.parse(first?.date ?? '')).toBeGreaterThanOrEqual(before - 1_000);
    expect(linksOf(first!)).toEqual(['https://livefully.example/subscriptions/confirm?token=a.b&x=1']);
  });

  it('waits for a message that comes later, and clears the inbox', async () => {
    const waiting = waitForMail(maildev.webUrl, (m) => m.to.includes('late@example.org'), { timeoutMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await send('late@example.org', 'Late');
    expect((await waiting).subject).toBe('Late');

    await clearInbox(maildev.webUrl);
    expect(await listMail(maildev.webUrl)).toEqual([]);
  });

  it('names what the inbox held when the message does not come', async () => {
    await send('other@example.org', 'Something else');
    await expect(waitForMail(maildev.webUrl, (m) => m.to.includes('nobody@example.org'), { timeoutMs: 600 })).rejects.toThrow(
      /no matching mail arrived within 0.6s; the inbox held:\n {2}other@example.org: Something else/,
    );
  });
});
