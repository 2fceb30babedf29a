import { Global, Module } from '@nestjs/common';
import { parseConfig } from '@livefully/service-kit';
import { ENGAGE_CONFIG, EngageConfigSchema } from './engage.config.js';

/** main.ts has checked the environment with loadConfig already, so this parse cannot fail. */
@Global()
@Module({
  providers: [{ provide: ENGAGE_CONFIG, useFactory: () => parseConfig(EngageConfigSchema) }],
  exports: [ENGAGE_CONFIG],
})
export class EngageConfigModule {}
