import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import type { IdentityDatabaseConfig } from './config/identity.config.js';
import { checkDatabase } from './database/database-check.js';
import { createIdentityDataSource } from './data-source.js';
import { migrateIdentity, revertLastMigration } from './migrate.command.js';
import { freePort } from './testing/free-port.js';
import { startTestDatabase, TEST_SCHEMA, type TestDatabase } from './testing/test-database.js';

let database: TestDatabase;
let dataSource: DataSource;
let config: IdentityDatabaseConfig;

const tables = async () =>
  (
    (await dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`, [TEST_SCHEMA])) as {
      table_name: string;
    }[]
  ).map((row) => row.table_name);

beforeAll(async () => {
  database = await startTestDatabase('migrate');
  config = { DATABASE_URL: database.url, DB_SCHEMA: TEST_SCHEMA };
  dataSource = await createIdentityDataSource({ url: database.url, schema: TEST_SCHEMA }).initialize();
}, 120_000);

afterAll(async () => {
  await dataSource?.destroy();
  await database?.stop();
});

describe('the database check the service runs before it listens', () => {
  it('names the address when PostgreSQL cannot be reached', async () => {
    const port = await freePort();
    await expect(checkDatabase({ url: `postgres://postgres:secret@127.0.0.1:${port}/livefully`, schema: TEST_SCHEMA })).rejects.toThrow(
      `cannot reach PostgreSQL at 127.0.0.1:${port}/livefully: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });

  it('asks for the migrate command when the schema is not migrated', async () => {
    await expect(checkDatabase({ url: database.url, schema: TEST_SCHEMA })).rejects.toThrow(
      'schema "identity" lacks 1 migration(s) (CreateIdentityTables1764547200000): run the identity migrate command first',
    );
  });
});

describe('migrate', () => {
  it('creates the schema and its tables, and reports it in one line', async () => {
    expect(await migrateIdentity(config)).toBe('identity: 1 migration applied');
    expect(await tables()).toEqual(['admins', 'migrations', 'profiles']);
    await expect(checkDatabase({ url: database.url, schema: TEST_SCHEMA })).resolves.toBeUndefined();
  });

  it('leaves the entities exactly in step with the hand-written migration', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('is a no-op the second time', async () => {
    expect(await migrateIdentity(config)).toBe('identity: 0 migrations applied');
  });

  it('keeps admin addresses lower-case and their origin known', async () => {
    await expect(dataSource.query(`INSERT INTO identity.admins (email, granted_by) VALUES ('Ada@Example.com', 'cli')`)).rejects.toThrow(
      /ck_admins_email_lower/,
    );
    await expect(dataSource.query(`INSERT INTO identity.admins (email, granted_by) VALUES ('ada@example.com', 'someone')`)).rejects.toThrow(
      /ck_admins_granted_by/,
    );
  });
});

describe('migrate --revert', () => {
  it('removes the tables, leaving only TypeORM’s own, and can be applied again', async () => {
    expect(await revertLastMigration(config)).toBe('identity: reverted CreateIdentityTables1764547200000');
    expect(await revertLastMigration(config)).toBe('identity: no migration to revert');
    expect(await tables()).toEqual(['migrations']);
    expect(await migrateIdentity(config)).toBe('identity: 1 migration applied');
    expect(await tables()).toEqual(['admins', 'migrations', 'profiles']);
  });
});
