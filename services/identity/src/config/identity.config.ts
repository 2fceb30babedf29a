import { DatabaseEnvSchema, LogLevelSchema, PortSchema, requireRedisUrl, ServiceTransportEnvSchema } from '@livefully/service-kit';
import { z } from 'zod';
import { AdminEmailsSchema } from './admin-emails.js';

export const IDENTITY_CONFIG = 'IDENTITY_CONFIG';

/** An empty variable (common in compose files) counts as unset. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

export const DbSchemaSchema = z
  .string()
  .regex(/^[a-z_]+$/, 'must be lowercase letters and underscores')
  .default('identity');

/** The database settings alone: all the migrate and admin commands need. */
export const IdentityDatabaseConfigSchema = DatabaseEnvSchema.extend({ DB_SCHEMA: DbSchemaSchema });
export type IdentityDatabaseConfig = z.infer<typeof IdentityDatabaseConfigSchema>;

const IdentityEnvShape = ServiceTransportEnvSchema.extend(IdentityDatabaseConfigSchema.shape).extend({
  // TCP needs a port of its own; 4004 is the identity service's place in the embedded runner.
  SERVICE_PORT: PortSchema.default(4004),
  LOG_LEVEL: LogLevelSchema,
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Firebase project id (6-30 lowercase letters, digits and hyphens)')
    .default('demo-livefully'),
  // firebase-admin itself reads this variable; it is checked here so a typo stops the start.
  FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9099')
      .refine((value) => Number(value.split(':')[1]) <= 65535, 'port must be at most 65535')
      .optional(),
  ),
  ADMIN_EMAILS: AdminEmailsSchema,
});
export const IdentityConfigSchema = requireRedisUrl(IdentityEnvShape);
export type IdentityConfig = z.infer<typeof IdentityConfigSchema>;
