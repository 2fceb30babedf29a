import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ServiceName } from '@livefully/contracts';
import type { DatabaseEnv } from '../service-env.js';
import { freePort } from './free-port.js';

/** The embedded runner's launcher; the same relative path from src/testing and dist/testing. */
const LAUNCHER = new URL('../../../../deploy/embedded/postgres.mjs', import.meta.url).href;
const DATA_DIR = new URL('../../../../.data/', import.meta.url);

type StartPostgres = (options: { dataDir: string; port: number }) => Promise<{ url: string; dataDir: string; stop(): Promise<void> }>;

export interface TestDatabase {
  url: string;
  /** DATABASE_URL and DB_SCHEMA (the service's own name), as the service and its commands read them. */
  env: DatabaseEnv;
  stop(): Promise<void>;
}

/**
 * A real, empty PostgreSQL per test file and process: its own data directory under .data/ and
 * its own port, so two runs of the suite at once (two terminals, CI shards) never share a server.
 */
export async function startTestDatabase(service: ServiceName, name: string): Promise<TestDatabase> {
  const { startPostgres } = (await import(LAUNCHER)) as { startPostgres: StartPostgres };
  const root = fileURLToPath(new URL(`test-${service}-${name}-${process.pid}`, DATA_DIR));
  const postgres = await startPostgres({ dataDir: `${root}/postgres`, port: await freePort() });
  const stop = async () => {
    await postgres.stop();
    await rm(postgres.dataDir === `${root}/postgres` ? root : postgres.dataDir, { recursive: true, force: true });
  };
  return { url: postgres.url, env: { DATABASE_URL: postgres.url, DB_SCHEMA: service }, stop };
}
