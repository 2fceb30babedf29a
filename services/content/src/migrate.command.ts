import { migrate } from '@livefully/service-kit';
import type { MigrateConfig } from './config/content.config.js';
import { createContentDataSource } from './data-source.js';
import { describeSeed } from './seed/seed-report.js';
import { loadSeed } from './seed/seed-files.js';
import { runSeed } from './seed/seed.runner.js';

/** Applies pending migrations, then the seed unless SEED=false; returns the one line to print. */
export async function migrateContent(config: MigrateConfig, seedDir?: string): Promise<string> {
  // Read the seed first: a broken seed file should fail before anything is written.
  const seed = config.SEED ? await loadSeed(seedDir) : undefined;
  const dataSource = await createContentDataSource({ url: config.DATABASE_URL, schema: config.DB_SCHEMA }).initialize();
  try {
    const applied = await migrate(dataSource, config.DB_SCHEMA);
    const seeded = seed ? describeSeed(await runSeed(dataSource, config.DB_SCHEMA, seed)) : 'seed skipped (SEED=false)';
    return `content: ${applied} migration${applied === 1 ? '' : 's'} applied, ${seeded}`;
  } finally {
    await dataSource.destroy();
  }
}
