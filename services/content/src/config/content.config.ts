import { databaseEnvSchema, PortSchema, serviceEnvSchema } from '@livefully/service-kit';
import { PREVIEW_TTL_HOURS_DEFAULT, TRASH_RETENTION_DAYS_DEFAULT } from '@livefully/contracts';
import { checkMediaEnv, MEDIA_ENV_SHAPE } from '@livefully/service-kit/media';
import { z } from 'zod';

const ContentDatabaseEnvSchema = databaseEnvSchema('content');

// TCP needs a port of its own; 4001 is the content service's place in the embedded runner.
export const ContentConfigSchema = serviceEnvSchema(4001, {
  ...ContentDatabaseEnvSchema.shape,
  // Where content.changed events go over TCP; over Redis they are published on REDIS_URL.
  SEARCH_SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  SEARCH_SERVICE_PORT: PortSchema.default(4002),
  // Over TCP, where the gateway hears content.changed too (its read cache); over Redis every gateway subscribes.
  GATEWAY_EVENTS_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_EVENTS_PORT: PortSchema.optional(),
  // Over TCP, who the editors are (identity) and where staff mail is queued (engage), for the
  // review notices (docs/content-admin.md, Review); over Redis both are reached on REDIS_URL.
  IDENTITY_SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  IDENTITY_SERVICE_PORT: PortSchema.default(4004),
  ENGAGE_SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  ENGAGE_SERVICE_PORT: PortSchema.default(4003),
  /** How long a review notice's calls may take; a notice that fails is logged, and the step stays done. */
  NOTICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
  /** How long an event may take to leave before it counts as lost (the search service repairs on start). */
  EVENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
  /** Days a deleted post, guide, topic or category stays in the trash before the sweep purges it. */
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(TRASH_RETENTION_DAYS_DEFAULT),
  /** How often each replica sweeps the trash (replicas take turns; an item is purged once). */
  TRASH_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(3_600_000),
  /**
   * The key preview links are signed with (HMAC-SHA256), the same on every replica. Without it
   * each process makes its own at start: links then work only on that process until it restarts.
   */
  PREVIEW_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'PREVIEW_SECRET must be at least 32 characters').optional(),
  ),
  /** How long a preview link works. */
  PREVIEW_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(PREVIEW_TTL_HOURS_DEFAULT),
  /**
   * How many saved revisions each item keeps (the newest; older ones are pruned at each save).
   * Unset or empty keeps every revision (docs/content-admin.md).
   */
  REVISIONS_KEEP: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number('REVISIONS_KEEP must be a whole number of revisions, at least 1 (leave it unset to keep all)')
      .int('REVISIONS_KEEP must be a whole number of revisions, at least 1 (leave it unset to keep all)')
      .min(1, 'REVISIONS_KEEP must be at least 1 (leave it unset to keep all)')
      .optional(),
  ),
  // The media store (docs/media.md): the seed's images go in, a deleted image's files come out.
  ...MEDIA_ENV_SHAPE,
}).superRefine(checkMediaEnv);
export type ContentConfig = z.infer<typeof ContentConfigSchema>;

/** What the migrate command reads: the database only, so it runs without transport settings, and SEED. */
export const MigrateConfigSchema = ContentDatabaseEnvSchema.extend({
  SEED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // The seed's images through the upload pipeline into the media store (docs/media.md); about
  // 1.5 s an image, so off unless asked for (`SEED_IMAGES=true npm start`; the compose file asks).
  SEED_IMAGES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  ...MEDIA_ENV_SHAPE,
}).superRefine(checkMediaEnv);
export type MigrateConfig = z.infer<typeof MigrateConfigSchema>;
