import type { DataSource } from 'typeorm';
import { migrate } from './database.js';
import { quoteSchema } from './schema-name.js';
import type { ServiceDatabase } from './service-database.js';
import type { DatabaseEnv } from './service-env.js';

/** Work a service does after its migrations in the same run (content loads its seed); returns its part of the line. */
export type AfterMigrate = (dataSource: DataSource) => Promise<string>;

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Applies pending migrations, then `after`; returns the one line to print. */
export async function runMigrations(database: ServiceDatabase, env: DatabaseEnv, after?: AfterMigrate): Promise<string> {
  return database.use(env, async (dataSource) => {
    const applied = await migrate(dataSource, env.DB_SCHEMA);
    const line = `${database.service}: ${plural(applied, 'migration')} applied`;
    return after ? `${line}, ${await after(dataSource)}` : line;
  });
}

/** Runs the `down` of the newest applied migration. */
export async function revertLastMigration(database: ServiceDatabase, env: DatabaseEnv): Promise<string> {
  return database.use(env, async (dataSource) => {
    const [last] = await appliedMigrations(dataSource, env.DB_SCHEMA, 'DESC LIMIT 1');
    if (!last) return `${database.service}: no migration to revert`;
    await dataSource.undoLastMigration({ transaction: 'each' });
    return `${database.service}: reverted ${last}`;
  });
}

/** Which of the service's migrations are applied and which are pending, one per line, oldest first. */
export async function showMigrations(database: ServiceDatabase, env: DatabaseEnv): Promise<string> {
  return database.use(env, async (dataSource) => {
    const applied = new Set(await appliedMigrations(dataSource, env.DB_SCHEMA, 'ASC'));
    const names = database.definition.migrations.map((migration) => migration.name);
    const done = names.filter((name) => applied.has(name)).length;
    const lines = names.map((name) => `  ${applied.has(name) ? 'applied' : 'pending'} ${name}`);
    return [`${database.service}: ${done} of ${plural(names.length, 'migration')} applied`, ...lines].join('\n');
  });
}

/** Names from TypeORM's own table; none when the schema was never migrated. */
async function appliedMigrations(dataSource: DataSource, schema: string, order: 'ASC' | 'DESC LIMIT 1'): Promise<string[]> {
  const rows: { name: string }[] = await dataSource
    .query(`SELECT name FROM ${quoteSchema(schema)}.migrations ORDER BY timestamp ${order}`)
    .catch(() => []);
  return rows.map((row) => row.name);
}
