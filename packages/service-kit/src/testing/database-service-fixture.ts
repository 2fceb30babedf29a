import type { DataSource } from 'typeorm';
import { runMigrations } from '../migrate-command.js';
import type { ServiceDefinition } from '../run-service.js';
import type { DatabaseEnv } from '../service-env.js';
import { startServiceFixture, type ServiceFixture, type ServiceFixtureOptions } from './service-fixture.js';
import { startTestDatabase } from './test-database.js';

/** A migrated database of its own, the service on it, and a data source for arranging and checking rows. */
export interface DatabaseServiceFixture extends ServiceFixture {
  /** DATABASE_URL and DB_SCHEMA, as the service's commands take them. */
  database: DatabaseEnv;
  dataSource: DataSource;
  /** Stops the service, its data source and its database. */
  stop(): Promise<void>;
}

/** A service with a database (ServiceDefinition.database); `name` keeps the data directories of two test files apart. */
export async function startDatabaseServiceFixture(
  service: ServiceDefinition,
  name: string,
  options: ServiceFixtureOptions = {},
): Promise<DatabaseServiceFixture> {
  const serviceDatabase = service.database;
  if (!serviceDatabase) throw new Error(`${service.name} has no database`);
  const database = await startTestDatabase(service.name, name);
  let fixture: ServiceFixture | undefined;
  let dataSource: DataSource | undefined;
  const stop = async () => {
    await fixture?.stop();
    await dataSource?.destroy();
    await database.stop();
  };
  try {
    await (service.migrate ?? ((env: DatabaseEnv) => runMigrations(serviceDatabase, env)))(database.env);
    fixture = await startServiceFixture(service, { ...options, env: { ...options.env, ...database.env } });
    dataSource = await serviceDatabase.dataSource(database.env).initialize();
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...fixture, database: database.env, dataSource, stop };
}
