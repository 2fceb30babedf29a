import { runMigrations, type DatabaseEnv } from '@livefully/service-kit';
import { CONTENT_DATABASE } from '../data-source.js';
import { describeSeed } from './seed-report.js';
import { loadSeed } from './seed-files.js';
import { runSeed } from './seed.runner.js';

/** Content's migrate step: pending migrations, then the seed unless SEED=false; returns the one line to print. */
export async function migrateContent(config: DatabaseEnv & { SEED?: boolean }, seedDir?: string): Promise<string> {
  // Read the seed first: a broken seed file should fail before anything is written.
  const seed = config.SEED === false ? undefined : await loadSeed(seedDir);
  return runMigrations(CONTENT_DATABASE, config, async (dataSource) =>
    seed ? describeSeed(await runSeed(dataSource, config.DB_SCHEMA, seed)) : 'seed skipped (SEED=false)',
  );
}
