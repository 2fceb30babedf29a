import { checkDatabaseSchema } from '@livefully/service-kit';
import { createEngageDataSource, type EngageDatabase } from '../data-source.js';
import { ENGAGE_MIGRATIONS } from '../migrations/engage.migrations.js';

export { DatabaseNotReadyError } from '@livefully/service-kit';

/** The engage schema is reachable and fully migrated, or the service does not start. */
export function checkDatabase(database: EngageDatabase): Promise<void> {
  return checkDatabaseSchema(createEngageDataSource(database), { service: 'engage', ...database, migrations: ENGAGE_MIGRATIONS });
}
