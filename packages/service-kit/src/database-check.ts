import type { DataSource } from 'typeorm';
import { describeDatabaseUrl, describeError } from './describe-error.js';

export class DatabaseNotReadyError extends Error {}

export interface SchemaCheck {
  service: string;
  url: string;
  schema: string;
  /** The migration classes the service ships; each must be applied. */
  migrations: { name: string }[];
}

/**
 * Run before a service starts listening: an unreachable or unmigrated database stops the
 * process with one clear line instead of failing every request later.
 */
export async function checkDatabaseSchema(dataSource: DataSource, { service, url, schema, migrations }: SchemaCheck): Promise<void> {
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new DatabaseNotReadyError(`cannot reach PostgreSQL at ${describeDatabaseUrl(url)}: ${describeError(error)}`);
  }
  try {
    const missing = await missingMigrations(dataSource, schema, migrations);
    if (missing.length > 0) {
      throw new DatabaseNotReadyError(
        `schema "${schema}" lacks ${missing.length} migration(s) (${missing.join(', ')}): run the ${service} migrate command first`,
      );
    }
  } finally {
    await dataSource.destroy();
  }
}

async function missingMigrations(dataSource: DataSource, schema: string, migrations: { name: string }[]): Promise<string[]> {
  const wanted = migrations.map((migration) => migration.name);
  const [{ table }] = await dataSource.query(`SELECT to_regclass($1) AS table`, [`"${schema}".migrations`]);
  if (!table) return wanted;
  const rows: { name: string }[] = await dataSource.query(`SELECT name FROM "${schema}".migrations`);
  const applied = new Set(rows.map((row) => row.name));
  return wanted.filter((name) => !applied.has(name));
}
