import { SetMetadata } from '@nestjs/common';

/** The buckets of the public POST routes, each with its own RATE_LIMIT_* rule. */
export type RateLimitBucket = 'contact' | 'email-subscriptions' | 'app-subscriptions';

export const RATE_LIMIT_BUCKET = 'rate-limit:bucket';

/** `@RateLimit('contact')` on a handler guarded by RateLimitGuard. */
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT_BUCKET, bucket);
