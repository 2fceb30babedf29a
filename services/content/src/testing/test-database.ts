import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../../../deploy/embedded/postgres.mjs';
import { createContentDataSource } from '../data-source.js';
import { freePort } from './free-port.js';

export const TEST_SCHEMA = 'content';

export interface TestDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL per test file, with its own data directory under .data/ (kept between runs
 * to skip initdb) and an empty content schema every time.
 */
export async function startTestDatabase(name: string): Promise<TestDatabase> {
  const dataDir = fileURLToPath(new URL(`../../../../.data/test-content-${name}/postgres`, import.meta.url));
  const postgres = await startPostgres({ dataDir, port: await freePort() });
  const dataSource = await createContentDataSource({ url: postgres.url, schema: TEST_SCHEMA }).initialize();
  try {
    await dataSource.query(`DROP SCHEMA IF EXISTS "${TEST_SCHEMA}" CASCADE`);
  } finally {
    await dataSource.destroy();
  }
  return { url: postgres.url, stop: postgres.stop };
}
