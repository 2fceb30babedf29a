import nodemailer from 'nodemailer';
import type { NodemailerError, SMTPPoolOptions } from 'nodemailer';

/** One message to one recipient: both parts of the body, and any extra headers (List-Unsubscribe…). */
export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** `<id@host>`; made up by the transport when absent. */
  messageId?: string;
};

export interface Mailer {
  /** Hands the message to the relay; resolves once the relay accepted it, with the Message-ID it went out with. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Connects, greets and logs in once: rejects with a MailSendError when the relay cannot be used. */
  verify(): Promise<void>;
  /** Ends the pooled connections. */
  close(): void;
}

export type MailerOptions = {
  /** `smtp://[user:pass@]host[:port]` (STARTTLS when offered) or `smtps://…` (TLS from the start, port 465). */
  smtpUrl: string;
  /** The From header of every message: `Live Fully <hello@example.org>`. */
  from: string;
  /** How long connecting, and then the relay's greeting, may each take (10 s unless told). */
  timeoutMs?: number;
};

/**
 * Thrown by send and verify. `retryable` is false for a permanent refusal (a 5xx reply to the
 * recipient or the message, or a message that cannot be addressed at all): sending the same
 * message again gets the same answer. It is true for anything that may work later: the relay
 * refused the connection, was silent past the timeout, dropped the line, answered 4xx, or
 * refused the log-in (a setting to fix, after which the same message goes through).
 */
export class MailSendError extends Error {
  readonly retryable: boolean;
  readonly responseCode?: number;

  constructor(message: string, options: { retryable: boolean; responseCode?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'MailSendError';
    this.retryable = options.retryable;
    if (options.responseCode !== undefined) this.responseCode = options.responseCode;
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * A mail transport over SMTP (nodemailer's pooled SMTP transport): a few connections kept
 * open and reused, so a mailing to many recipients does not greet the relay once per
 * message. Connecting and the greeting are bounded by `timeoutMs`, so a relay that is down
 * fails fast with a retryable error and the caller's queue tries again later.
 */
export function createMailer(options: MailerOptions): Mailer {
  const url = parseSmtpUrl(options.smtpUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const poolOptions: SMTPPoolOptions & { pool: true } = {
    pool: true,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    maxConnections: 3,
    maxMessages: 100,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    // A relay that stalls in the middle of a message is given longer than one that never answers.
    socketTimeout: timeoutMs * 3,
    // Messages are built from the site's own text: no attachment may read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
  const transport = nodemailer.createTransport(poolOptions, { from: options.from });

  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.headers ? { headers: mail.headers } : {}),
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
        });
        return { messageId: info.messageId };
      } catch (error) {
        throw toMailSendError(error, `sending to ${mail.to} failed`);
      }
    },
    async verify() {
      try {
        await transport.verify();
      } catch (error) {
        throw toMailSendError(error, `the mail relay ${describeRelay(url)} cannot be used`);
      }
    },
    close() {
      transport.close();
    },
  };
}

/** The relay's URL, checked: smtp: or smtps:, with a host. */
function parseSmtpUrl(smtpUrl: string): URL {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new TypeError('SMTP_URL must be a URL such as smtp://user:pass@relay.example:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new TypeError('SMTP_URL must start with smtp:// or smtps://');
  if (!url.hostname) throw new TypeError('SMTP_URL must name a host');
  return url;
}

/** `smtp://relay.example:587`, without the credentials, for messages and logs. */
export function describeRelay(url: URL | string): string {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  return `${parsed.protocol}//${parsed.host}`;
}

/** Error codes of nodemailer for a message that no relay would ever accept as it is. */
const UNSENDABLE = new Set(['EENVELOPE', 'EMESSAGE', 'ECONFIG', 'EMAXRECIPIENTS']);

/** nodemailer's error as a MailSendError: what the relay said, and whether trying again can help. */
export function toMailSendError(error: unknown, context: string): MailSendError {
  if (error instanceof MailSendError) return error;
  const cause = error as NodemailerError;
  const responseCode = typeof cause?.responseCode === 'number' ? cause.responseCode : undefined;
  let retryable: boolean;
  if (cause?.code === 'EAUTH' || cause?.code === 'ENOAUTH') retryable = true;
  else if (responseCode !== undefined) retryable = !(cause.permanent ?? isPermanent(responseCode));
  else retryable = !UNSENDABLE.has(cause?.code ?? '');
  const said = cause?.response ? `: ${cause.response}` : cause?.message ? `: ${cause.message}` : '';
  return new MailSendError(`${context}${said}`, { retryable, ...(responseCode !== undefined ? { responseCode } : {}), cause: error });
}

/** RFC 5321: 5yz is a permanent refusal, except 503 (bad sequence of commands, a state of that session). */
function isPermanent(responseCode: number): boolean {
  return responseCode >= 500 && responseCode < 600 && responseCode !== 503;
}
