import type { z } from 'zod';
import { loadConfig } from './config.js';
import { describeDatabaseUrl, describeError } from './describe-error.js';
import { revertLastMigration, runMigrations, showMigrations } from './migrate-command.js';
import type { ServiceDatabase } from './service-database.js';
import { databaseEnvSchema, type DatabaseEnv } from './service-env.js';

const USAGE = 'usage: migrate.js [--revert | --show]';

export interface MigrateCliOptions<E extends DatabaseEnv> {
  /** The variables the command reads; DATABASE_URL and DB_SCHEMA unless the service needs more. */
  env?: z.ZodType<E>;
  /** The service's own migrate step, when it does more than apply migrations. */
  migrate?: (env: E) => Promise<string>;
}

/**
 * `node dist/migrate.js` migrates, `--revert` undoes the newest migration, `--show` lists
 * them. It prints one line; bad usage exits 64, bad configuration 78, a database problem 1.
 */
export async function runMigrateCli<E extends DatabaseEnv>(database: ServiceDatabase, options: MigrateCliOptions<E> = {}): Promise<void> {
  const args = process.argv.slice(2);
  const flag = args[0];
  if (args.length > 1 || (flag !== undefined && flag !== '--revert' && flag !== '--show')) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(64);
  }
  const env = loadConfig(database.service, options.env ?? databaseEnvSchema(database.service)) as E;
  const migrate = options.migrate ?? ((config: E) => runMigrations(database, config));
  try {
    const line =
      flag === '--revert'
        ? await revertLastMigration(database, env)
        : flag === '--show'
          ? await showMigrations(database, env)
          : await migrate(env);
    process.stdout.write(`${line}\n`);
  } catch (error) {
    process.stderr.write(`${database.service}: migrate failed on ${describeDatabaseUrl(env.DATABASE_URL)}: ${describeError(error)}\n`);
    process.exitCode = 1;
  }
}
