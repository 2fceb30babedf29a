import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedPostgres } from '../embedded/postgres.mjs';
import type { Instance } from '../embedded/supervisor.mjs';

/**
 * The embedded PostgreSQL the runner supervises starts again on its data directory after
 * a `kill -9`, although the killed server left its postmaster.pid behind and one of its
 * backends is still busy with a long query.
 */
const PORT = 23_232;
const DATA_DIR = resolve(import.meta.dirname, '..', '..', '.data', 'test-runner', 'postgres');

const server = embeddedPostgres({ dataDir: join(DATA_DIR, 'postgres'), port: PORT });
let current: Instance | undefined;

afterAll(async () => {
  await current?.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
}, 60_000);

async function select(sql: string) {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embeddedPostgres', () => {
  it('starts again after a kill -9 that left a stale postmaster.pid and a busy backend', async () => {
    rmSync(DATA_DIR, { recursive: true, force: true });
    current = await server.start();
    const killed = current.pid!;
    expect(killed).toBeGreaterThan(0);

    // A query that would run for minutes keeps its backend (and the shared memory) alive;
    // the timeout ends it should this test fail before the restart ends it.
    const busy = new pg.Client({ connectionString: server.url, statement_timeout: 60_000 });
    busy.on('error', () => {});
    await busy.connect();
    const query = busy.query('SELECT count(*) FROM generate_series(1, 10000000000)').catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const exited = current.exited;
    process.kill(killed, 'SIGKILL');
    expect(await exited).toBe('signal SIGKILL');
    const lockFile = join(server.dataDir, 'postmaster.pid');
    expect(existsSync(lockFile)).toBe(true);
    expect(readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(killed));

    current = await server.start();
    expect(current.pid).not.toBe(killed);
    expect(await select('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(await query).toBeInstanceOf(Error);
    await busy.end().catch(() => {});
  }, 120_000);
});
