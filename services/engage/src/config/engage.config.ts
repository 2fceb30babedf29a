import { CONFIRM_TOKEN_TTL_HOURS_DEFAULT, PENDING_EXPIRY_DAYS_DEFAULT } from '@livefully/contracts';
import { databaseEnvSchema, PortSchema, serviceEnvSchema } from '@livefully/service-kit';
import { MAIL_ENV_SHAPE } from '@livefully/service-kit/mail';
import { z } from 'zod';

const publicOrigin = z
  .url({ protocol: /^https?$/, error: 'must be an http or https URL, e.g. https://livefully.example' })
  .transform((value) => new URL(value).origin);

const seconds = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

// TCP needs a port of its own; 4003 is the engage service's place in the embedded runner.
export const EngageConfigSchema = serviceEnvSchema(4003, {
  ...databaseEnvSchema('engage').shape,
  /** Where the links and images of the mails point: the site as visitors reach it. */
  PUBLIC_ORIGIN: publicOrigin.default('http://localhost:8080'),
  /**
   * The key the links in the mails are signed with (HMAC-SHA256), the same on every replica
   * and kept across restarts: an unsubscribe link in an old mail must keep working.
   */
  SUBSCRIPTION_SECRET: z.string('SUBSCRIPTION_SECRET is required').min(32, 'SUBSCRIPTION_SECRET must be at least 32 characters'),
  // The relay the mails leave through, and their sender (docs/mail.md, "Settings and the local inbox"). Without a relay the
  // mail waits in the queue for MailDev's usual address, retried until one answers.
  ...MAIL_ENV_SHAPE,
  SMTP_URL: MAIL_ENV_SHAPE.SMTP_URL.default('smtp://127.0.0.1:1025'),
  /** How long a confirmation link works. */
  CONFIRM_TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(CONFIRM_TOKEN_TTL_HOURS_DEFAULT),
  /** Days an entry may stay unconfirmed before the sweep removes it. */
  PENDING_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(PENDING_EXPIRY_DAYS_DEFAULT),
  PENDING_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(3_600_000),
  /** Sending: attempts after the first, the first retry's delay (doubling each time). */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
  MAIL_RETRY_DELAY_SECONDS: seconds(1, 3_600, 30),
  /**
   * A worker's claim on a mail, renewed every third of it while the mail is sent: a mail whose
   * worker died is taken over once it runs out (docs/mail.md, "At most one copy"). At least 10 s,
   * the queue's shortest job heartbeat.
   */
  MAIL_LEASE_SECONDS: seconds(10, 120, 30),
  /** How many mails one process sends at once: also how many it may send twice if it dies. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  // The newsletter's newest-articles block comes from the content service: over TCP this address.
  CONTENT_SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  CONTENT_SERVICE_PORT: PortSchema.default(4001),
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
});
export type EngageConfig = z.infer<typeof EngageConfigSchema>;
