import { databaseEnvSchema, PortSchema, serviceEnvSchema } from '@livefully/service-kit';
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
  /** How long an event may take to leave before it counts as lost (the search service repairs on start). */
  EVENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
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
