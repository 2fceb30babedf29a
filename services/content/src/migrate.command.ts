import { migrate } from '@livefully/service-kit';
import type { DataSource } from 'typeorm';
import type { MigrateConfig } from './config/content.config.js';
import { createContentDataSource } from './data-source.js';
import { describeSeed } from './seed/seed-report.js';
import { loadSeed } from './seed/seed-files.js';
import { runSeed } from './seed/seed.runner.js';

/** Applies pending migrations, then the seed unless SEED=false; returns the one line to print. */
export async function migrateContent(config: MigrateConfig, seedDir?: string): Promise<string> {
  // Read the seed first: a broken seed file should fail before anything is written.
  const seed = config.SEED ? await loadSeed(seedDir) : undefined;
  return withDataSource(config, async (dataSource) => {
    const applied = await migrate(dataSource, config.DB_SCHEMA);
    const seeded = seed ? describeSeed(await runSeed(dataSource, config.DB_SCHEMA, seed)) : 'seed skipped (SEED=false)';
    return `content: ${applied} migration${applied === 1 ? '' : 's'} applied, ${seeded}`;
  });
}

/** Runs the `down` of the newest applied migration. */
export async function revertLastMigration(config: MigrateConfig): Promise<string> {
  return withDataSource(config, async (dataSource) => {
    const [last]: { name: string }[] = await dataSource
      .query(`SELECT name FROM "${config.DB_SCHEMA}".migrations ORDER BY timestamp DESC LIMIT 1`)
      .catch(() => []);
    if (!last) return 'content: no migration to revert';
    await dataSource.undoLastMigration({ transaction: 'each' });
    return `content: reverted ${last.name}`;
  });
}

async function withDataSource(config: MigrateConfig, work: (dataSource: DataSource) => Promise<string>): Promise<string> {
  const dataSource = await createContentDataSource({ url: config.DATABASE_URL, schema: config.DB_SCHEMA }).initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
