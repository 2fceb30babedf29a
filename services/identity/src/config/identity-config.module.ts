import { Global, Module } from '@nestjs/common';
import { createLogger, parseConfig } from '@livefully/service-kit';
import { IDENTITY_CONFIG, IdentityConfigSchema, type IdentityConfig } from './identity.config.js';

export const IDENTITY_LOGGER = 'IDENTITY_LOGGER';

/**
 * main.ts has already checked the environment with loadConfig (and stopped with one line if
 * it was bad), so parsing it again here cannot fail in a running service.
 */
@Global()
@Module({
  providers: [
    { provide: IDENTITY_CONFIG, useFactory: () => parseConfig(IdentityConfigSchema) },
    {
      provide: IDENTITY_LOGGER,
      inject: [IDENTITY_CONFIG],
      useFactory: (config: IdentityConfig) => createLogger('identity', config.LOG_LEVEL),
    },
  ],
  exports: [IDENTITY_CONFIG, IDENTITY_LOGGER],
})
export class IdentityConfigModule {}
