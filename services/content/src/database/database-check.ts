import { checkDatabaseSchema } from '@livefully/service-kit';
import { createContentDataSource, type ContentDatabase } from '../data-source.js';
import { CONTENT_MIGRATIONS } from '../migrations/content.migrations.js';

export { DatabaseNotReadyError } from '@livefully/service-kit';

/** The content schema is reachable and fully migrated, or the service does not start. */
export function checkDatabase(database: ContentDatabase): Promise<void> {
  return checkDatabaseSchema(createContentDataSource(database), { service: 'content', ...database, migrations: CONTENT_MIGRATIONS });
}
