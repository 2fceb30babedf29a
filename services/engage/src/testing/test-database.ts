import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../../../deploy/embedded/postgres.mjs';
import { freePort } from './free-port.js';

export const TEST_SCHEMA = 'engage';

export interface TestDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * A real, empty PostgreSQL per test file and process: its own data directory under .data/ and
 * its own port, so two runs of the suite at once (two terminals, CI shards) never share a server.
 */
export async function startTestDatabase(name: string): Promise<TestDatabase> {
  const root = fileURLToPath(new URL(`../../../../.data/test-engage-${name}-${process.pid}`, import.meta.url));
  const postgres = await startPostgres({ dataDir: `${root}/postgres`, port: await freePort() });
  const stop = async () => {
    await postgres.stop();
    await rm(postgres.dataDir === `${root}/postgres` ? root : postgres.dataDir, { recursive: true, force: true });
  };
  return { url: postgres.url, stop };
}
