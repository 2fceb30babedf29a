import { startDatabaseServiceFixture, type DatabaseServiceFixture } from '@livefully/service-kit/testing';
import { ENGAGE_SERVICE } from '../service.js';

export { CORRELATION_ID } from '@livefully/service-kit/testing';

/** A migrated database, the service listening on TCP, and a client talking to it. */
export interface EngageFixture extends DatabaseServiceFixture {
  /** Rows of one of the service's tables, oldest first. */
  rows<T = Record<string, unknown>>(table: string): Promise<T[]>;
}

export async function startEngageFixture(name: string): Promise<EngageFixture> {
  const fixture = await startDatabaseServiceFixture(ENGAGE_SERVICE, name);
  const rows = <T>(table: string) =>
    fixture.dataSource.query(`SELECT * FROM "${fixture.database.DB_SCHEMA}".${table} ORDER BY created_at`) as Promise<T[]>;
  return { ...fixture, rows };
}
