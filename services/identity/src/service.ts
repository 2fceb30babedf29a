import { releaseOf, type ServiceDefinition } from '@livefully/service-kit';
import { AppModule } from './app.module.js';
import { describeFirebaseMode } from './config/firebase-mode.js';
import { IdentityConfigSchema, type IdentityConfig } from './config/identity.config.js';
import { IDENTITY_DATABASE } from './data-source.js';

/** The identity service as main.ts starts it and the tests run it. */
export const IDENTITY_SERVICE: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  release: releaseOf(import.meta.url),
  module: AppModule,
  config: IdentityConfigSchema,
  database: IDENTITY_DATABASE,
  beforeStart(config, logger) {
    const firebase = describeFirebaseMode(config);
    logger.info(firebase.line);
    if (firebase.warning) logger.warn(firebase.warning);
  },
};
