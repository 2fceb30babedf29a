import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { revertLastMigration, runMigrations, showMigrations } from '../migrate-command.js';
import type { ServiceDefinition } from '../run-service.js';
import type { DatabaseEnv } from '../service-env.js';
import { freePort } from './free-port.js';
import { startTestDatabase, type TestDatabase } from './test-database.js';

export interface MigrateCommandSuite {
  /** A service with a database; its own migrate step is used when it has one (content seeds). */
  service: ServiceDefinition;
  /** What the service's step adds to the line: the first time, and every time after. */
  suffix?: { first: string; again: string };
  /** The service's tables once migrated, TypeORM's `migrations` included. */
  tables: string[];
  /** The service's own checks of the migrated schema, run before the migrations are reverted. */
  more?: (context: MigrateTestContext) => void;
}

/** What a service's own migrate tests work with, set once the database is up. */
export interface MigrateTestContext {
  env: DatabaseEnv;
  dataSource: DataSource;
  /** The schema's tables, sorted. */
  tables(): Promise<string[]>;
}

/**
 * The migrate command and the start-up check of one service, on a real empty PostgreSQL:
 * check refuses, migrate applies all and is a no-op after, entities match the hand-written
 * migrations, show lists them, revert undoes each and migrate applies them again.
 */
export function describeMigrateCommand(suite: MigrateCommandSuite): void {
  const { database, migrate: ownMigrate, name: service } = suite.service;
  if (!database) throw new Error(`${service} has no database`);
  const names = database.definition.migrations.map((migration) => migration.name);
  const applied = (n: number) => `${service}: ${n} migration${n === 1 ? '' : 's'} applied`;
  const migrate = (env: DatabaseEnv) => (ownMigrate ? ownMigrate(env) : runMigrations(database, env));
  let testDatabase: TestDatabase;
  const context = {} as MigrateTestContext;

  beforeAll(async () => {
    testDatabase = await startTestDatabase(service, 'migrate');
    context.env = testDatabase.env;
    context.dataSource = await database.dataSource(testDatabase.env).initialize();
    context.tables = async () => {
      const rows: { table_name: string }[] = await context.dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`,
        [context.env.DB_SCHEMA],
      );
      return rows.map((row) => row.table_name);
    };
  }, 120_000);

  afterAll(async () => {
    await context.dataSource?.destroy();
    await testDatabase?.stop();
  });

  describe(`the ${service} database check the service runs before it listens`, () => {
    it('names the address when PostgreSQL cannot be reached', async () => {
      const port = await freePort();
      const env = { DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/livefully`, DB_SCHEMA: service };
      await expect(database.check(env)).rejects.toThrow(
        `cannot reach PostgreSQL at 127.0.0.1:${port}/livefully: connect ECONNREFUSED 127.0.0.1:${port}`,
      );
    });

    it('asks for the migrate command when the schema is not migrated', async () => {
      await expect(database.check(context.env)).rejects.toThrow(
        `schema "${service}" lacks ${names.length} migration(s) (${names.join(', ')}): run the ${service} migrate command first`,
      );
    });
  });

  describe(`${service} migrate`, () => {
    it('applies every migration on an empty database and says so in one line', async () => {
      expect(await migrate(context.env)).toBe(`${applied(names.length)}${suite.suffix?.first ?? ''}`);
      expect(await context.tables()).toEqual(suite.tables);
      await expect(database.check(context.env)).resolves.toBeUndefined();
    });

    it('leaves the entities exactly in step with the hand-written migrations', async () => {
      const pending = await context.dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    });

    it('is a no-op the second time', async () => {
      expect(await migrate(context.env)).toBe(`${applied(0)}${suite.suffix?.again ?? ''}`);
    });

    it('shows every migration as applied', async () => {
      expect(await showMigrations(database, context.env)).toBe(
        [
          `${service}: ${names.length} of ${names.length} migration${names.length === 1 ? '' : 's'} applied`,
          ...names.map((name) => `  applied ${name}`),
        ].join('\n'),
      );
    });
  });

  suite.more?.(context);

  describe(`${service} migrate --revert`, () => {
    it('reverts every migration, newest first, leaving only TypeORM’s own table, and can be applied again', async () => {
      for (const name of [...names].reverse())
        expect(await revertLastMigration(database, context.env)).toBe(`${service}: reverted ${name}`);
      expect(await revertLastMigration(database, context.env)).toBe(`${service}: no migration to revert`);
      expect(await context.tables()).toEqual(['migrations']);
      expect(await showMigrations(database, context.env)).toContain(`  pending ${names[0]}`);
      expect(await migrate(context.env)).toMatch(new RegExp(`^${applied(names.length)}`));
      expect(await context.tables()).toEqual(suite.tables);
    });
  });
}
