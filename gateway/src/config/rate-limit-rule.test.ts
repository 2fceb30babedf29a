import { describe, expect, it } from 'vitest';
import { GatewayEnvSchema } from './env.js';
import { RateLimitRuleSchema } from './rate-limit-rule.js';

describe('RateLimitRuleSchema', () => {
  it.each([
    ['5/600s', { limit: 5, windowMs: 600_000 }],
    ['5/10m', { limit: 5, windowMs: 600_000 }],
    [' 100/1h ', { limit: 100, windowMs: 3_600_000 }],
    ['1/1s', { limit: 1, windowMs: 1_000 }],
    ['off', null],
  ])('reads %j', (value, rule) => {
    expect(RateLimitRuleSchema.parse(value)).toEqual(rule);
  });

  it.each(['5', '5/600', '5 per 10m', '-1/10m', '0/10m', '5/0s', 'five/10m', ''])('refuses %j', (value) => {
    expect(RateLimitRuleSchema.safeParse(value).success).toBe(false);
  });
});

describe('the gateway’s RATE_LIMIT_* variables', () => {
  it('default to 5, 10 and 20 requests per 10 minutes', () => {
    const env = GatewayEnvSchema.parse({});
    expect([env.RATE_LIMIT_CONTACT, env.RATE_LIMIT_EMAIL_SUBSCRIPTIONS, env.RATE_LIMIT_APP_SUBSCRIPTIONS]).toEqual([
      { limit: 5, windowMs: 600_000 },
      { limit: 10, windowMs: 600_000 },
      { limit: 20, windowMs: 600_000 },
    ]);
  });

  it('name a bad value in the start-up message', () => {
    const result = GatewayEnvSchema.safeParse({ RATE_LIMIT_CONTACT: '5 a minute', RATE_LIMIT_APP_SUBSCRIPTIONS: 'off' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['RATE_LIMIT_CONTACT']);
  });
});
