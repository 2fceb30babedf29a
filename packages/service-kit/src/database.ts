import { z } from 'zod';
import type { DataSourceOptions } from 'typeorm';
import { quoteSchema } from './schema-name.js';

export const DatabaseEnvSchema = z.object({
  DATABASE_URL: z.url().refine((url) => /^postgres(ql)?:/.test(url), 'must be a postgres:// URL'),
});

export interface DatabaseSettings {
  url: string;
  schema: string;
  entities: DataSourceOptions['entities'];
  migrations: DataSourceOptions['migrations'];
}

/** Each service owns one schema; migrations create it. Never synchronize. */
export function postgresOptions({ url, schema, entities, migrations }: DatabaseSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    schema,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: { max: 10, connectionTimeoutMillis: 5_000 },
  };
}

export function dataSourceProbe(dataSource: { query: (sql: string) => Promise<unknown> }) {
  return { name: 'postgres', check: async () => void (await dataSource.query('SELECT 1')) };
}

/**
 * TypeORM keeps its migrations table inside the service's schema, so the schema has to
 * exist before the first migration runs.
 */
export async function migrate(
  dataSource: {
    query: (sql: string) => Promise<unknown>;
    runMigrations: (options?: { transaction?: 'all' | 'each' | 'none' }) => Promise<unknown[]>;
  },
  schema: string,
): Promise<number> {
  await dataSource.query(`CREATE SCHEMA IF NOT EXISTS ${quoteSchema(schema)}`);
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.length;
}
