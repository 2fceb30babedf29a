import { z } from 'zod';
import { LogLevelSchema, PortSchema } from './config.js';
import { DatabaseEnvSchema } from './database.js';
import { OPS_ENV_SHAPE } from './ops/ops-env.js';
import { SchemaNameSchema } from './schema-name.js';
import { requireRedisUrl, ServiceTransportEnvSchema } from './transport.js';

/** What every service reads: how it is reached, how much it logs, where its ops listener listens. */
export const ServiceEnvSchema = ServiceTransportEnvSchema.extend({ LOG_LEVEL: LogLevelSchema, ...OPS_ENV_SHAPE });
export type ServiceEnv = Omit<z.infer<typeof ServiceEnvSchema>, 'SERVICE_PORT'> & { SERVICE_PORT: number };

/**
 * A service's whole configuration: the base, its own TCP port (its place in the embedded
 * runner), and its own variables. Parsed once at start; a bad value anywhere is named with
 * every other one in the same line.
 */
export function serviceEnvSchema<S extends z.ZodRawShape>(defaultPort: number, own: S) {
  const schema = ServiceEnvSchema.extend({ SERVICE_PORT: PortSchema.default(defaultPort) }).extend(own);
  // refine() returns the schema itself; TypeScript cannot see through the generic shape that it has TRANSPORT.
  return requireRedisUrl(schema as unknown as typeof ServiceEnvSchema) as unknown as typeof schema;
}

/** DATABASE_URL and DB_SCHEMA, the schema defaulting to the service's own name. */
export function databaseEnvSchema(defaultSchema: string) {
  return DatabaseEnvSchema.extend({ DB_SCHEMA: SchemaNameSchema.default(defaultSchema) });
}
export type DatabaseEnv = z.infer<ReturnType<typeof databaseEnvSchema>>;
