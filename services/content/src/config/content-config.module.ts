import { Global, Module } from '@nestjs/common';
import { parseConfig } from '@livefully/service-kit';
import { CONTENT_CONFIG, ContentConfigSchema } from './content.config.js';

/**
 * main.ts has already checked the environment with loadConfig (and stopped with one line if
 * it was bad), so parsing it again here cannot fail in a running service.
 */
@Global()
@Module({
  providers: [{ provide: CONTENT_CONFIG, useFactory: () => parseConfig(ContentConfigSchema) }],
  exports: [CONTENT_CONFIG],
})
export class ContentConfigModule {}
