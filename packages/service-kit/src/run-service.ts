import type { Type } from '@nestjs/common';
import type { ServiceName } from '@livefully/contracts';
import type { z } from 'zod';
import { startService } from './bootstrap.js';
import { loadConfig } from './config.js';
import { describeError } from './describe-error.js';
import type { AppRelease } from './release.js';
import { createLogger, type Logger } from './logger.js';
import type { ServiceDatabase } from './service-database.js';
import type { DatabaseEnv, ServiceEnv } from './service-env.js';
import { closeWhenIdle, WorkUnderWay } from './work-under-way.js';

/** What a service is to service-kit: its name, root module, configuration and database. */
export interface ServiceDefinition<C extends ServiceEnv = ServiceEnv> {
  name: ServiceName;
  /** Its package's name and version (`releaseOf(import.meta.url)` in the service's own file). */
  release: AppRelease;
  module: Type<unknown>;
  /** The service's schema (serviceEnvSchema); the environment is parsed with it once. */
  config: z.ZodType<C>;
  /** Checked before listening: unreachable or unmigrated stops the start with one line. */
  database?: ServiceDatabase;
  /** Lines the service logs about its configuration before it starts. */
  beforeStart?(config: C, logger: Logger): void;
  /** The service's migrate step when it does more than apply migrations (content seeds); tests use it. */
  migrate?(env: DatabaseEnv): Promise<string>;
}

/**
 * A service's main.ts: `await runService(CONTENT_SERVICE)`. A bad environment exits 78 naming every bad variable, a failed start
 * exits 1 with one fatal line.
 */
export async function runService<C extends ServiceEnv>({
  name,
  release,
  module,
  config: schema,
  database,
  beforeStart,
}: ServiceDefinition<C>): Promise<void> {
  const config = loadConfig(name, schema);
  const logger = createLogger(name, config.LOG_LEVEL);
  try {
    beforeStart?.(config, logger);
    if (database) await database.check(config as C & DatabaseEnv);
    const work = new WorkUnderWay();
    const app = await startService({ name, release, module, config, logger, work });
    // A stop (a rolling deploy's SIGTERM) answers the messages under way before the transport closes.
    closeWhenIdle(app, { work, log: logger, what: 'message' });
  } catch (error) {
    logger.fatal(`${name} service cannot start: ${describeError(error)}`);
    process.exit(1);
  }
}
