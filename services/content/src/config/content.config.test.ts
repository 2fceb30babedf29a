import { describe, expect, it } from 'vitest';
import { ContentConfigSchema } from './content.config.js';

const base = { DATABASE_URL: 'postgres://x@127.0.0.1/db' };

describe('the content service settings of the trash and preview links', () => {
  it('keeps deleted items 30 days, sweeps hourly and makes 72-hour preview links by default, without a preview key', () => {
    expect(ContentConfigSchema.parse(base)).toMatchObject({
      TRASH_RETENTION_DAYS: 30,
      TRASH_SWEEP_INTERVAL_MS: 3_600_000,
      PREVIEW_TTL_HOURS: 72,
    });
    expect(ContentConfigSchema.parse(base).PREVIEW_SECRET).toBeUndefined();
  });

  it('reads a blank PREVIEW_SECRET (compose without .env) as none, and refuses a short one', () => {
    expect(ContentConfigSchema.parse({ ...base, PREVIEW_SECRET: '' }).PREVIEW_SECRET).toBeUndefined();
    expect(ContentConfigSchema.safeParse({ ...base, PREVIEW_SECRET: 'short' }).success).toBe(false);
    expect(ContentConfigSchema.parse({ ...base, PREVIEW_SECRET: 'k'.repeat(32) }).PREVIEW_SECRET).toBe('k'.repeat(32));
  });

  it.each([{ TRASH_RETENTION_DAYS: '0' }, { PREVIEW_TTL_HOURS: '0' }, { PREVIEW_TTL_HOURS: '721' }])('refuses %j', (env) => {
    expect(ContentConfigSchema.safeParse({ ...base, ...env }).success).toBe(false);
  });
});
