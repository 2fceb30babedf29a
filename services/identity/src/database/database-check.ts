import { checkDatabaseSchema } from '@livefully/service-kit';
import { createIdentityDataSource, type IdentityDatabase } from '../data-source.js';
import { IDENTITY_MIGRATIONS } from '../migrations/identity.migrations.js';

export { DatabaseNotReadyError } from '@livefully/service-kit';

/** The identity schema is reachable and fully migrated, or the service does not start. */
export function checkDatabase(database: IdentityDatabase): Promise<void> {
  return checkDatabaseSchema(createIdentityDataSource(database), { service: 'identity', ...database, migrations: IDENTITY_MIGRATIONS });
}
