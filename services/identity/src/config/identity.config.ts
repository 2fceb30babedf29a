import { databaseEnvSchema, serviceEnvSchema } from '@livefully/service-kit';
import { z } from 'zod';
import { AdminEmailsSchema } from './admin-emails.js';

/** An empty variable (common in compose files) counts as unset. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** The database settings alone: all the migrate and admin commands need. */
export const IdentityDatabaseConfigSchema = databaseEnvSchema('identity');
export type IdentityDatabaseConfig = z.infer<typeof IdentityDatabaseConfigSchema>;

// TCP needs a port of its own; 4004 is the identity service's place in the embedded runner.
export const IdentityConfigSchema = serviceEnvSchema(4004, {
  ...IdentityDatabaseConfigSchema.shape,
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
export type IdentityConfig = z.infer<typeof IdentityConfigSchema>;
