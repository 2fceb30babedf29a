import { LogLevelSchema, ServiceTransportEnvSchema } from '@livefully/service-kit';
import { z } from 'zod';

export const EnvSchema = ServiceTransportEnvSchema.extend({
  SERVICE_PORT: ServiceTransportEnvSchema.shape.SERVICE_PORT.default(4002),
  LOG_LEVEL: LogLevelSchema,
}).refine((env) => env.TRANSPORT !== 'redis' || env.REDIS_URL, { path: ['REDIS_URL'], message: 'is required when TRANSPORT=redis' });
export type Env = z.infer<typeof EnvSchema>;
