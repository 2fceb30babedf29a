import { migrate } from '@livefully/service-kit';
import type { DataSource } from 'typeorm';
import type { MigrateConfig } from './config/engage.config.js';
import { createEngageDataSource } from './data-source.js';

/** Applies pending migrations; returns the one line to print. */
export async function migrateEngage(config: MigrateConfig): Promise<string> {
  return withDataSource(config, async (dataSource) => {
    const applied = await migrate(dataSource, config.DB_SCHEMA);
    return `engage: ${applied} migration${applied === 1 ? '' : 's'} applied`;
  });
}

/** Runs the `down` of the newest applied migration. */
export async function revertLastMigration(config: MigrateConfig): Promise<string> {
  return withDataSource(config, async (dataSource) => {
    const [last]: { name: string }[] = await dataSource
      .query(`SELECT name FROM "${config.DB_SCHEMA}".migrations ORDER BY timestamp DESC LIMIT 1`)
      .catch(() => []);
    if (!last) return 'engage: no migration to revert';
    await dataSource.undoLastMigration({ transaction: 'each' });
    return `engage: reverted ${last.name}`;
  });
}

async function withDataSource(config: MigrateConfig, work: (dataSource: DataSource) => Promise<string>): Promise<string> {
  const dataSource = await createEngageDataSource({ url: config.DATABASE_URL, schema: config.DB_SCHEMA }).initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
