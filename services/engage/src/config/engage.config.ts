import { databaseEnvSchema, serviceEnvSchema } from '@livefully/service-kit';
import type { z } from 'zod';

// TCP needs a port of its own; 4003 is the engage service's place in the embedded runner.
export const EngageConfigSchema = serviceEnvSchema(4003, databaseEnvSchema('engage').shape);
export type EngageConfig = z.infer<typeof EngageConfigSchema>;
