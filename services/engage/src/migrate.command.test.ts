import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import type { MigrateConfig } from './config/engage.config.js';
import { checkDatabase } from './database/database-check.js';
import { createEngageDataSource } from './data-source.js';
import { migrateEngage, revertLastMigration } from './migrate.command.js';
import { freePort } from './testing/free-port.js';
import { startTestDatabase, TEST_SCHEMA, type TestDatabase } from './testing/test-database.js';

let database: TestDatabase;
let dataSource: DataSource;
let config: MigrateConfig;

const tables = async () =>
  (
    (await dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`, [TEST_SCHEMA])) as {
      table_name: string;
    }[]
  ).map((row) => row.table_name);

beforeAll(async () => {
  database = await startTestDatabase('migrate');
  config = { DATABASE_URL: database.url, DB_SCHEMA: TEST_SCHEMA };
  dataSource = await createEngageDataSource({ url: database.url, schema: TEST_SCHEMA }).initialize();
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
      /lacks 2 migration\(s\) \(CreateEngageTables1763856000000, AddContactHandledBy1795392000000\): run the engage migrate command first/,
    );
  });
});

describe('migrate', () => {
  it('creates the three tables on an empty database and says so in one line', async () => {
    expect(await migrateEngage(config)).toBe('engage: 2 migrations applied');
    expect(await tables()).toEqual(['app_subscriptions', 'contact_messages', 'email_subscriptions', 'migrations']);
    await expect(checkDatabase({ url: database.url, schema: TEST_SCHEMA })).resolves.toBeUndefined();
  });

  it('leaves the entities exactly in step with the hand-written migration', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('is a no-op the second time', async () => {
    expect(await migrateEngage(config)).toBe('engage: 0 migrations applied');
  });

  it('refuses an upper-case address even from a hand-written insert', async () => {
    await expect(dataSource.query(`INSERT INTO ${TEST_SCHEMA}.email_subscriptions (email) VALUES ('Ada@Example.com')`)).rejects.toThrow(
      /ck_email_subscriptions_email/,
    );
  });

  it('reverts, leaving only TypeORM’s own table, and applies again', async () => {
    expect(await revertLastMigration(config)).toBe('engage: reverted AddContactHandledBy1795392000000');
    expect(await revertLastMigration(config)).toBe('engage: reverted CreateEngageTables1763856000000');
    expect(await revertLastMigration(config)).toBe('engage: no migration to revert');
    expect(await tables()).toEqual(['migrations']);
    expect(await migrateEngage(config)).toBe('engage: 2 migrations applied');
  });
});
