import { LogLevelSchema, requireRedisUrl, ServiceTransportEnvSchema } from '@livefully/service-kit';
import { z } from 'zod';

export const EnvSchema = requireRedisUrl(
  ServiceTransportEnvSchema.extend({
    SERVICE_PORT: ServiceTransportEnvSchema.shape.SERVICE_PORT.default(4003),
    LOG_LEVEL: LogLevelSchema,
  }),
);
export type Env = z.infer<typeof EnvSchema>;
