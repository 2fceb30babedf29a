import { migrate } from '@livefully/service-kit';
import type { IdentityDatabaseConfig } from './config/identity.config.js';
import { withDataSource } from './database/with-data-source.js';

/** Applies pending migrations; returns the one line to print. */
export async function migrateIdentity(config: IdentityDatabaseConfig): Promise<string> {
  return withDataSource(config, async (dataSource) => {
    const applied = await migrate(dataSource, config.DB_SCHEMA);
    return `identity: ${applied} migration${applied === 1 ? '' : 's'} applied`;
  });
}

/** Runs the `down` of the newest applied migration. */
export async function revertLastMigration(config: IdentityDatabaseConfig): Promise<string> {
  return withDataSource(config, async (dataSource) => {
    const [last]: { name: string }[] = await dataSource
      .query(`SELECT name FROM "${config.DB_SCHEMA}".migrations ORDER BY timestamp DESC LIMIT 1`)
      .catch(() => []);
    if (!last) return 'identity: no migration to revert';
    await dataSource.undoLastMigration({ transaction: 'each' });
    return `identity: reverted ${last.name}`;
  });
}
