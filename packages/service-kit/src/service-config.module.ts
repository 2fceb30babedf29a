import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';

/** `@Inject(SERVICE_CONFIG) config: ContentConfig`: the configuration parsed once at start. */
export const SERVICE_CONFIG = 'SERVICE_CONFIG';
/** `@Inject(SERVICE_LOGGER) logger: Logger`: the service's pino logger, for lines worth info level. */
export const SERVICE_LOGGER = 'SERVICE_LOGGER';

/**
 * Hands what startService parsed and built to every module of the service, so no module
 * reads the environment again.
 */
@Module({})
export class ServiceConfigModule {
  static forRoot(config: unknown, logger: Logger): DynamicModule {
    return {
      module: ServiceConfigModule,
      global: true,
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: SERVICE_LOGGER, useValue: logger },
      ],
      exports: [SERVICE_CONFIG, SERVICE_LOGGER],
    };
  }
}
