import { z } from 'zod';

/** At most `limit` requests per client address in each window of `windowMs`; null is no limit. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;
const RULE = /^(\d{1,6})\/(\d{1,6})(s|m|h)$/;

/** `5/600s`, `5/10m`, `100/1h`, or `off`; the one format of every RATE_LIMIT_* variable. */
export const RateLimitRuleSchema = z
  .string()
  .trim()
  .regex(/^(off|\d{1,6}\/\d{1,6}[smh])$/, 'must be off or <requests>/<window> with s, m or h, e.g. 5/10m')
  .transform((value): RateLimitRule | null => {
    const match = RULE.exec(value);
    if (!match) return null;
    const [, limit, amount, unit] = match as unknown as [string, string, string, keyof typeof UNIT_MS];
    return { limit: Number(limit), windowMs: Number(amount) * UNIT_MS[unit] };
  })
  .refine((rule) => rule === null || (rule.limit > 0 && rule.windowMs > 0), 'requests and window must be above 0');

export function rateLimitVariable(fallback: string) {
  return RateLimitRuleSchema.prefault(fallback);
}
