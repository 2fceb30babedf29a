import { describe, expect, it } from 'vitest';
import { EngageConfigSchema } from './engage.config.js';

const base = { DATABASE_URL: 'postgres://x@127.0.0.1/db', SUBSCRIPTION_SECRET: 's'.repeat(32) };

describe('the engage service settings of subscriptions and mail', () => {
  it('confirms within 48 hours, keeps unconfirmed entries 7 days, and retries mail with backoff by default', () => {
    expect(EngageConfigSchema.parse(base)).toMatchObject({
      CONFIRM_TOKEN_TTL_HOURS: 48,
      PENDING_EXPIRY_DAYS: 7,
      MAIL_RETRY_LIMIT: 10,
      MAIL_RETRY_DELAY_SECONDS: 30,
      MAIL_LEASE_SECONDS: 30,
      MAIL_CONCURRENCY: 4,
      SMTP_URL: 'smtp://127.0.0.1:1025',
      PUBLIC_ORIGIN: 'http://localhost:8080',
    });
  });

  it('needs a SUBSCRIPTION_SECRET of at least 32 characters: links in old mails must keep working', () => {
    const missing = EngageConfigSchema.safeParse({ DATABASE_URL: base.DATABASE_URL });
    expect(missing.error?.issues.map((issue) => issue.path[0])).toEqual(['SUBSCRIPTION_SECRET']);
    expect(EngageConfigSchema.safeParse({ ...base, SUBSCRIPTION_SECRET: 'short' }).success).toBe(false);
  });

  it.each([
    { CONFIRM_TOKEN_TTL_HOURS: '0' },
    { PENDING_EXPIRY_DAYS: '0' },
    { SMTP_URL: 'http://relay' },
    { PUBLIC_ORIGIN: 'ftp://x' },
    // Shorter than the queue's shortest job heartbeat, or long enough to make a crash cost minutes again.
    { MAIL_LEASE_SECONDS: '5' },
    { MAIL_LEASE_SECONDS: '300' },
  ])('refuses %j', (env) => {
    expect(EngageConfigSchema.safeParse({ ...base, ...env }).success).toBe(false);
  });
});
