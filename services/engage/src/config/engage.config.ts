import { DatabaseEnvSchema, LogLevelSchema, PortSchema, requireRedisUrl, ServiceTransportEnvSchema } from '@livefully/service-kit';
import { z } from 'zod';

export const ENGAGE_CONFIG = 'ENGAGE_CONFIG';

const EngageEnvShape = ServiceTransportEnvSchema.extend(DatabaseEnvSchema.shape).extend({
  // TCP needs a port of its own; 4003 is the engage service's place in the embedded runner.
  SERVICE_PORT: PortSchema.default(4003),
  LOG_LEVEL: LogLevelSchema,
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_]+$/, 'must be lowercase letters and underscores')
    .default('engage'),
});
export const EngageConfigSchema = requireRedisUrl(EngageEnvShape);
export type EngageConfig = z.infer<typeof EngageConfigSchema>;

/** What the migrate CLI needs: the database only, so it runs without transport settings. */
export const MigrateConfigSchema = DatabaseEnvSchema.extend({ DB_SCHEMA: EngageEnvShape.shape.DB_SCHEMA });
export type MigrateConfig = z.infer<typeof MigrateConfigSchema>;
