import type { DataSource } from 'typeorm';
import { createEngageDataSource, type EngageDatabase } from '../data-source.js';
import { ENGAGE_MIGRATIONS } from '../migrations/engage.migrations.js';
import { describeDatabaseUrl, describeError } from './describe-error.js';

export class DatabaseNotReadyError extends Error {}

/**
 * Run before the service starts listening: an unreachable or unmigrated database stops the
 * process with one clear line instead of failing every request later.
 */
export async function checkDatabase(database: EngageDatabase): Promise<void> {
  const dataSource = createEngageDataSource(database);
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new DatabaseNotReadyError(`cannot reach PostgreSQL at ${describeDatabaseUrl(database.url)}: ${describeError(error)}`);
  }
  try {
    const missing = await missingMigrations(dataSource, database.schema);
    if (missing.length > 0) {
      throw new DatabaseNotReadyError(
        `schema "${database.schema}" lacks ${missing.length} migration(s) (${missing.join(', ')}): run the engage migrate command first`,
      );
    }
  } finally {
    await dataSource.destroy();
  }
}

async function missingMigrations(dataSource: DataSource, schema: string): Promise<string[]> {
  const wanted = ENGAGE_MIGRATIONS.map((migration) => migration.name);
  const [{ table }] = await dataSource.query(`SELECT to_regclass($1) AS table`, [`"${schema}".migrations`]);
  if (!table) return wanted;
  const rows: { name: string }[] = await dataSource.query(`SELECT name FROM "${schema}".migrations`);
  const applied = new Set(rows.map((row) => row.name));
  return wanted.filter((name) => !applied.has(name));
}
