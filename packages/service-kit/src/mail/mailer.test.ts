import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearInbox, listMail, waitForMail } from '../../../../deploy/maildev/inbox.mjs';
import { startMailDev } from '../../../../deploy/maildev/start.mjs';
import { createMailer, MailSendError, type Mailer } from './mailer.js';
import { MailEnvSchema } from './mail-env.js';

/**
 * The transport against a real SMTP server: MailDev, started here, read back through its
 * API. The refusals come from nodemailer's own smtp-server, since MailDev accepts every
 * recipient.
 */
const SMTP_PORT = 28_010;
const WEB_PORT = 28_011;
const CLOSED_PORT = 28_012;
const REFUSING_PORT = 28_013;
const FROM = 'Live Fully <hello@livefully.localhost>';

let maildev: Awaited<ReturnType<typeof startMailDev>>;
let mailer: Mailer;
let refusing: SMTPServer;
const mailDir = mkdtempSync(join(tmpdir(), 'mailer-test-'));

beforeAll(async () => {
  maildev = await startMailDev({ smtpPort: SMTP_PORT, webPort: WEB_PORT, mailDir });
  mailer = createMailer({ smtpUrl: maildev.smtpUrl, from: FROM });
  // Refuses one recipient for good (550), defers another (450), accepts the rest.
  refusing = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('gone@')) return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      if (address.address.startsWith('busy@'))
        return callback(Object.assign(new Error('4.2.1 Mailbox busy, try later'), { responseCode: 450 }));
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => refusing.listen(REFUSING_PORT, '127.0.0.1', resolve));
}, 60_000);

afterAll(async () => {
  mailer?.close();
  await new Promise<void>((resolve) => (refusing ? refusing.close(() => resolve()) : resolve()));
  await maildev?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await clearInbox(maildev.webUrl);
});

describe('createMailer over SMTP', () => {
  it('delivers both parts, the headers given and the From of the settings, under the Message-ID it returns', async () => {
    const { messageId } = await mailer.send({
      to: 'ann@example.org',
      subject: 'Your Live Fully newsletter — “Slow mornings”',
      html: '<p>Hello <a href="https://livefully.example/blog/slow-mornings">Slow mornings</a></p>',
      text: 'Hello\n\nSlow mornings: https://livefully.example/blog/slow-mornings',
      headers: {
        'List-Unsubscribe': '<https://livefully.example/api/subscriptions/one-click?token=abc.def>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(messageId).toMatch(/^<.+@.+>$/);

    const mail = await waitForMail(maildev.webUrl, (m) => m.to.includes('ann@example.org'));
    expect(mail.subject).toBe('Your Live Fully newsletter — “Slow mornings”');
    expect(mail.html).toContain('<a href="https://livefully.example/blog/slow-mornings">Slow mornings</a>');
    expect(mail.text.trim()).toBe('Hello\n\nSlow mornings: https://livefully.example/blog/slow-mornings');
    expect(mail.headers['list-unsubscribe']).toBe('<https://livefully.example/api/subscriptions/one-click?token=abc.def>');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['from']).toBe('Live Fully <hello@livefully.localhost>');
    expect(mail.headers['subject']).toBe(mail.subject);
    expect(mail.headers['message-id']).toBe(messageId);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
  });

  it('sends under the Message-ID it is given, so a retried message keeps its identity', async () => {
    const given = '<delivery-7f3a@livefully.example>';
    const { messageId } = await mailer.send({
      to: 'ben@example.org',
      subject: 'Confirm',
      html: '<p>Confirm</p>',
      text: 'Confirm',
      messageId: given,
    });
    expect(messageId).toBe(given);
    const mail = await waitForMail(maildev.webUrl, (m) => m.to.includes('ben@example.org'));
    expect(mail.headers['message-id']).toBe(given);
  });

  it('sends many messages over its pooled connections, each to its own recipient', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `reader${i}@example.org`);
    await Promise.all(recipients.map((to) => mailer.send({ to, subject: `Issue for ${to}`, html: `<p>${to}</p>`, text: to })));
    const mail = await listMail(maildev.webUrl);
    expect(mail.map((m) => m.to).sort()).toEqual(recipients.map((to) => [to]).sort());
    for (const m of mail) expect(m.subject).toBe(`Issue for ${m.to[0]}`);
  });

  it('logs in with the user and password of the URL', async () => {
    const authDir = mkdtempSync(join(tmpdir(), 'mailer-auth-'));
    const guarded = await startMailDev({
      smtpPort: 28_014,
      webPort: 28_015,
      mailDir: authDir,
      incomingUser: 'site',
      incomingPass: 'p@ss:w/rd',
    });
    try {
      const good = createMailer({ smtpUrl: `smtp://site:${encodeURIComponent('p@ss:w/rd')}@127.0.0.1:28014`, from: FROM });
      await good.verify();
      await good.send({ to: 'cat@example.org', subject: 'Signed in', html: '<p>ok</p>', text: 'ok' });
      good.close();
      expect((await waitForMail(guarded.webUrl, (m) => m.to.includes('cat@example.org'))).subject).toBe('Signed in');

      const wrong = createMailer({ smtpUrl: 'smtp://site:nope@127.0.0.1:28014', from: FROM });
      const error = await wrong.verify().then(
        () => undefined,
        (e: unknown) => e,
      );
      wrong.close();
      // A wrong password is a setting to fix: the queue keeps the message for after the fix.
      expect(error).toBeInstanceOf(MailSendError);
      expect((error as MailSendError).retryable).toBe(true);
      expect((error as MailSendError).message).not.toContain('nope');
    } finally {
      await guarded.stop();
      rmSync(authDir, { recursive: true, force: true });
    }
  });

  it('fails fast and retryable when nothing listens on the relay port', async () => {
    const down = createMailer({ smtpUrl: `smtp://127.0.0.1:${CLOSED_PORT}`, from: FROM, timeoutMs: 2_000 });
    try {
      const error = await down.send({ to: 'dan@example.org', subject: 'x', html: '<p>x</p>', text: 'x' }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MailSendError);
      expect((error as MailSendError).retryable).toBe(true);
      expect((error as MailSendError).responseCode).toBeUndefined();
      await expect(down.verify()).rejects.toMatchObject({ name: 'MailSendError', retryable: true });
    } finally {
      down.close();
    }
  });

  it('reports a recipient refused for good (5xx) as not retryable, and a deferred one (4xx) as retryable', async () => {
    const relay = createMailer({ smtpUrl: `smtp://127.0.0.1:${REFUSING_PORT}`, from: FROM });
    try {
      const refused = await relay.send({ to: 'gone@example.org', subject: 'x', html: '<p>x</p>', text: 'x' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(MailSendError);
      expect(refused).toMatchObject({ retryable: false, responseCode: 550 });
      expect((refused as Error).message).toContain('No such user here');

      const deferred = await relay.send({ to: 'busy@example.org', subject: 'x', html: '<p>x</p>', text: 'x' }).catch((e: unknown) => e);
      expect(deferred).toBeInstanceOf(MailSendError);
      expect(deferred).toMatchObject({ retryable: true, responseCode: 450 });

      // The same pooled transport still delivers to the next recipient.
      await expect(relay.send({ to: 'eve@example.org', subject: 'x', html: '<p>x</p>', text: 'x' })).resolves.toMatchObject({
        messageId: expect.stringMatching(/^<.+>$/),
      });
    } finally {
      relay.close();
    }
  });

  it('refuses a URL that is not smtp:// or smtps:// when it is made', () => {
    expect(() => createMailer({ smtpUrl: 'http://relay.example', from: FROM })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => createMailer({ smtpUrl: 'relay.example:25', from: FROM })).toThrow(TypeError);
  });
});

describe('MailEnvSchema', () => {
  it('takes an smtp or smtps URL and a From with a name, and names a bad value', () => {
    expect(MailEnvSchema.parse({ SMTP_URL: 'smtps://u:p@relay.example:465' })).toEqual({
      SMTP_URL: 'smtps://u:p@relay.example:465',
      MAIL_FROM: 'Live Fully <hello@livefully.localhost>',
    });
    expect(MailEnvSchema.parse({ SMTP_URL: 'smtp://relay:25', MAIL_FROM: 'hello@livefully.example' }).MAIL_FROM).toBe(
      'hello@livefully.example',
    );
    const bad = MailEnvSchema.safeParse({ SMTP_URL: 'http://relay', MAIL_FROM: 'Live Fully' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['MAIL_FROM', 'SMTP_URL']);
  });
});
