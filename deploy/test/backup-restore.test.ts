import { execFile } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensurePgClient } from '../backup/pg-client.mjs';
import { startElasticsearch } from '../elasticsearch/start.mjs';
import { startPostgres } from '../embedded/postgres.mjs';
import { runToCompletion, startProcess, stopProcess } from '../embedded/processes.mjs';
import { REPO_ROOT } from '../embedded/stack.mjs';
import { startS3Proxy } from '../s3proxy/start.mjs';

/**
 * The restore drill of docs/backups.md, run for real: the seeded database is dumped by the
 * backup command itself (deploy/backup/backup.mjs, the livefully/backup image's) into an
 * S3-compatible bucket (S3Proxy), restored from there into a fresh empty PostgreSQL, and the
 * content service and the gateway started on the restored one answer exactly as they did on
 * the original; the search service, started on an empty Elasticsearch index, fills it from the
 * restored content; an Elasticsearch snapshot taken by the same command brings a lost index back.
 *
 * Ports (28400-28499): +0 the original PostgreSQL, +1 the restored one, +2 content, +3 gateway,
 * +4 search, +5 Elasticsearch, +6 the gateway's events port (TCP), +8 S3Proxy.
 */
const BASE = 28_400;
const PORTS = {
  original: BASE,
  restored: BASE + 1,
  content: BASE + 2,
  gateway: BASE + 3,
  search: BASE + 4,
  es: BASE + 5,
  events: BASE + 6,
  s3: BASE + 8,
};
const DATA_DIR = join(REPO_ROOT, '.data', 'test', 'backup-restore');
const BACKUP = join(REPO_ROOT, 'deploy/backup/backup.mjs');
const BUCKET = 'livefully-backups-test';
/** How long a state that settles by itself (an index filling, a restore) may take: vi.waitFor's options. */
const SETTLE = { timeout: 30_000, interval: 250 };
const DUMP_KEY = /^postgres\/livefully\/\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.dump$/;

/** The public reads the site is made of; each must answer the same from the restored database. */
const READS = ['/api/blog-posts', '/api/categories', '/api/guides', '/api/topics'];

type Running = Awaited<ReturnType<typeof startProcess>>;
type Answer = { status: number; body: any };

async function get(path: string): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${PORTS.gateway}${path}`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json() };
}

/** Every table of the database with its row count, schema by schema: what a restore must bring back. */
async function tablesAndRows(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of rows) counts[name] = Number((await client.query(`SELECT count(*) AS n FROM ${name}`)).rows[0].n);
    return counts;
  } finally {
    await client.end();
  }
}

describe('backup and restore: PostgreSQL to a bucket and back, the search index rebuilt', () => {
  const stops: (() => Promise<unknown>)[] = [];
  let pgBin = '';
  let s3: Awaited<ReturnType<typeof startS3Proxy>>;
  let s3Client: S3Client;
  let original: Awaited<ReturnType<typeof startPostgres>>;
  let restored: Awaited<ReturnType<typeof startPostgres>>;
  let es: Awaited<ReturnType<typeof startElasticsearch>>;
  let backupEnv: Record<string, string>;
  const running: Running[] = [];
  const seen = new Map<string, Answer>();

  /** Runs the backup command as the image runs it; resolves to its exit code and JSON lines. */
  const backup = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number; lines: Record<string, any>[]; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [BACKUP, ...args],
        { cwd: REPO_ROOT, env: { ...process.env, PATH: `${pgBin}:${process.env.PATH}`, ...backupEnv, ...env }, timeout: 120_000 },
        (error, stdout, stderr) => {
          const output = `${stdout}${stderr}`;
          const lines = output
            .split('\n')
            .filter((line) => line.startsWith('{'))
            .map((line) => JSON.parse(line));
          resolve({ code: error ? Number(error.code ?? 1) : 0, lines, output });
        },
      );
    });

  const dumpKeys = async () =>
    ((await s3Client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'postgres/' }))).Contents ?? [])
      .map((item) => String(item.Key))
      .sort();

  const start = async (name: string, script: string, env: Record<string, string>, ready: RegExp) => {
    const child = await startProcess(
      { name, script: join(REPO_ROOT, script), env, ready, logDir: join(DATA_DIR, 'logs'), cwd: REPO_ROOT },
      60_000,
    );
    running.push(child);
    return child;
  };
  const common = { TRANSPORT: 'tcp', LOG_LEVEL: 'info', GATEWAY_EVENTS_PORT: String(PORTS.events) };
  const startContent = (databaseUrl: string) =>
    start(
      'content',
      'services/content/dist/main.js',
      { ...common, DATABASE_URL: databaseUrl, SERVICE_PORT: String(PORTS.content), SEARCH_SERVICE_PORT: String(PORTS.search) },
      /service ready on/,
    );
  const startGateway = () =>
    start(
      'gateway',
      'gateway/dist/main.js',
      {
        ...common,
        PORT: String(PORTS.gateway),
        SERVE_WEB: 'false',
        CONTENT_SERVICE_PORT: String(PORTS.content),
        SEARCH_SERVICE_PORT: String(PORTS.search),
        ENGAGE_SERVICE_PORT: String(BASE + 9),
        IDENTITY_SERVICE_PORT: String(BASE + 9),
      },
      /gateway listening on/,
    );
  /** How many documents the search index (its alias) holds, or the status when there is none. */
  const documentsInIndex = async () => {
    const response = await fetch(`${es.url}/livefully-content/_count`);
    return response.status === 200 ? ((await response.json()) as { count: number }).count : response.status;
  };
  const stopAll = async () => {
    await Promise.allSettled(running.splice(0).map((child) => stopProcess(child)));
  };

  /** The reads of READS, plus one article, guide and topic by slug and a topic's and a category's articles. */
  const readSite = async () => {
    const answers = new Map<string, Answer>();
    for (const path of READS) answers.set(path, await get(path));
    const first = (path: string) => answers.get(path)?.body.data[0];
    const more = [
      `/api/blog-posts/${first('/api/blog-posts').slug}`,
      `/api/blog-posts/${first('/api/blog-posts').id}/topics`,
      `/api/guides/${first('/api/guides').slug}`,
      `/api/topics/${first('/api/topics').slug}`,
      `/api/topics/${first('/api/topics').slug}/blog-posts`,
      `/api/categories/${first('/api/categories').slug}/blog-posts`,
    ];
    for (const path of more) answers.set(path, await get(path));
    return answers;
  };

  beforeAll(async () => {
    rmSync(DATA_DIR, { recursive: true, force: true });
    pgBin = ensurePgClient();
    // Elasticsearch takes longest to start: it starts while the database is made.
    const esStarting = startElasticsearch({ port: PORTS.es, dataDir: join(DATA_DIR, 'elasticsearch'), snapshots: true });
    esStarting.then((node) => stops.push(node.stop)).catch(() => {});
    const s3Starting = startS3Proxy({ port: PORTS.s3, dataDir: join(DATA_DIR, 's3') });
    s3Starting.then((server) => stops.push(server.stop)).catch(() => {});
    original = await startPostgres({ dataDir: join(DATA_DIR, 'postgres-original'), port: PORTS.original });
    stops.push(original.stop);
    // The whole site's database: content (migrated and seeded), engage and identity, each in its schema.
    const db = { DATABASE_URL: original.url };
    await Promise.all(
      ['content', 'engage', 'identity'].map((service) =>
        runToCompletion(`${service} migrate`, join(REPO_ROOT, `services/${service}/dist/migrate.js`), db, REPO_ROOT),
      ),
    );
    await startContent(original.url);
    await startGateway();
    for (const [path, answer] of await readSite()) seen.set(path, answer);
    await stopAll();
    s3 = await s3Starting;
    s3Client = new S3Client({
      endpoint: s3.url,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    backupEnv = {
      BACKUP_S3_ENDPOINT: s3.url,
      BACKUP_S3_REGION: s3.region,
      BACKUP_S3_BUCKET: BUCKET,
      BACKUP_S3_ACCESS_KEY_ID: s3.accessKeyId,
      BACKUP_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      BACKUP_KEEP: '1',
    };
    es = await esStarting;
  }, 300_000);

  afterAll(async () => {
    await stopAll();
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }, 60_000);

  it('read the seeded site before the backup', () => {
    expect(seen.get('/api/blog-posts')?.status).toBe(200);
    expect(seen.get('/api/blog-posts')?.body.data.length).toBeGreaterThanOrEqual(8);
    expect(seen.get('/api/guides')?.body.data.length).toBeGreaterThan(0);
    expect(seen.get('/api/topics')?.body.data.length).toBeGreaterThan(0);
    for (const [path, answer] of seen) expect(answer.status, path).toBe(200);
  });

  it('dumps the database into the bucket under a dated key, keeping the newest BACKUP_KEEP and nothing else of its own', async () => {
    // The bucket does not exist yet: the first dump creates it.
    const first = await backup(['postgres'], { DATABASE_URL: original.url });
    expect(first.code, first.output).toBe(0);
    const made = first.lines.find((line) => line.msg === 'postgres dump uploaded');
    expect(made?.key).toMatch(DUMP_KEY);
    expect(made?.bytes).toBeGreaterThan(10_000);
    expect(made?.deleted).toEqual([]);
    // Somebody else's file under the same prefix is never pruned.
    await s3Client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'postgres/livefully/README.txt', Body: 'kept' }));
    const second = await backup(['postgres'], { DATABASE_URL: original.url });
    expect(second.code, second.output).toBe(0);
    const newer = second.lines.find((line) => line.msg === 'postgres dump uploaded');
    expect(newer?.deleted).toEqual([made?.key]);
    expect(await dumpKeys()).toEqual(['postgres/livefully/README.txt', newer?.key].sort());
    await s3Client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'postgres/livefully/README.txt' }));
  });

  it('refuses a restore without a key, or of a key the bucket lacks, with exit 2 and a clear line', async () => {
    const missing = await backup(['restore-postgres'], { DATABASE_URL: original.url });
    expect(missing.code).toBe(2);
    expect(missing.lines[0]?.msg).toContain('needs the key of a dump');
    const absent = await backup(['restore-postgres', 'postgres/livefully/1999-01-01T00-00-00-000Z.dump'], { DATABASE_URL: original.url });
    expect(absent.code).toBe(2);
    expect(absent.lines[0]?.msg).toContain(`no object postgres/livefully/1999-01-01T00-00-00-000Z.dump in bucket ${BUCKET}`);
  });

  it('restores the newest dump into a fresh empty database, every table with its rows', async () => {
    restored = await startPostgres({ dataDir: join(DATA_DIR, 'postgres-restored'), port: PORTS.restored });
    stops.push(restored.stop);
    expect(Object.keys(await tablesAndRows(restored.url))).toEqual([]);
    const newest = (await dumpKeys()).filter((key) => DUMP_KEY.test(key)).at(-1);
    const run = await backup(['restore-postgres', 'latest'], { DATABASE_URL: restored.url });
    expect(run.code, run.output).toBe(0);
    expect(run.lines.find((line) => line.msg === 'postgres dump restored')?.key).toBe(newest);
    const before = await tablesAndRows(original.url);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(await tablesAndRows(restored.url)).toEqual(before);
  });

  it('restores over a live database too: a deleted article and a changed title come back, in one transaction', async () => {
    const before = await tablesAndRows(original.url);
    const client = new pg.Client({ connectionString: original.url });
    await client.connect();
    try {
      const slug = seen.get('/api/blog-posts')?.body.data[0].slug;
      await client.query('DELETE FROM content.post_topics WHERE post_id = (SELECT id FROM content.posts WHERE slug = $1)', [slug]);
      await client.query('DELETE FROM content.posts WHERE slug = $1', [slug]);
      await client.query("UPDATE content.guides SET title = 'Overwritten' WHERE slug = $1", [seen.get('/api/guides')?.body.data[0].slug]);
      expect(await tablesAndRows(original.url)).not.toEqual(before);
      const run = await backup(['restore-postgres', 'latest'], { DATABASE_URL: original.url });
      expect(run.code, run.output).toBe(0);
      expect(await tablesAndRows(original.url)).toEqual(before);
      const { rows } = await client.query('SELECT title FROM content.guides WHERE slug = $1', [seen.get('/api/guides')?.body.data[0].slug]);
      expect(rows[0].title).toBe(seen.get('/api/guides')?.body.data[0].title);
    } finally {
      await client.end();
    }
  });

  it('serves the same content from the restored database as from the original, through the content service and the gateway', async () => {
    await startContent(restored.url);
    await startGateway();
    const answers = await readSite();
    expect([...answers.keys()]).toEqual([...seen.keys()]);
    for (const [path, answer] of answers) expect(answer, path).toEqual(seen.get(path));
  });

  it('rebuilds the search index from the restored content: a search service on an empty Elasticsearch index fills it on start', async () => {
    expect(await documentsInIndex()).toBe(404);
    await start(
      'search',
      'services/search/dist/main.js',
      {
        ...common,
        SEARCH_ENGINE: 'elasticsearch',
        ELASTICSEARCH_URL: es.url,
        SERVICE_PORT: String(PORTS.search),
        CONTENT_SERVICE_PORT: String(PORTS.content),
      },
      /service ready on/,
    );
    const article = seen.get(`/api/blog-posts/${seen.get('/api/blog-posts')?.body.data[0].slug}`)?.body.data;
    const found = await vi.waitFor(async () => {
      const answer = await get(`/api/search?q=${encodeURIComponent(article.title)}`);
      expect(answer.status).toBe(200);
      const slugs = answer.body.data.results.map((result: { slug: string }) => result.slug);
      expect(slugs).toContain(article.slug);
      return answer.body.data;
    }, SETTLE);
    expect(found.total).toBeGreaterThan(0);
  }, 60_000);

  it('snapshots the search index with the same command and brings a lost index back from the snapshot', async () => {
    const esEnv = {
      ELASTICSEARCH_URL: es.url,
      ELASTICSEARCH_SNAPSHOT_REPOSITORY: 'livefully-test',
      ELASTICSEARCH_SNAPSHOT_TYPE: 'fs',
      ELASTICSEARCH_SNAPSHOT_LOCATION: es.snapshotsDir,
    };
    const first = await backup(['elasticsearch'], esEnv);
    expect(first.code, first.output).toBe(0);
    const taken = first.lines.find((line) => line.msg === 'elasticsearch snapshot taken');
    expect(taken).toMatchObject({ repository: 'livefully-test', repositoryCreated: true });
    expect(taken?.indices.some((index: string) => index.startsWith('livefully-content'))).toBe(true);
    expect(readdirSync(es.snapshotsDir).length).toBeGreaterThan(0);

    const documents = await documentsInIndex();
    expect(documents).toBeGreaterThan(0);
    // The index is lost.
    expect((await fetch(`${es.url}/${taken?.indices.join(',')}`, { method: 'DELETE' })).status).toBe(200);
    expect(await documentsInIndex()).toBe(404);

    const back = await backup(['restore-elasticsearch', 'latest'], esEnv);
    expect(back.code, back.output).toBe(0);
    expect(back.lines.find((line) => line.msg === 'elasticsearch snapshot restored')).toMatchObject({ snapshot: taken?.snapshot });
    await vi.waitFor(async () => expect(await documentsInIndex()).toBe(documents), SETTLE);
    // A search nobody asked before (the gateway caches searches) finds a guide in the restored index.
    const guide = seen.get('/api/guides')?.body.data[0];
    const answer = await get(`/api/search?q=${encodeURIComponent(guide.title)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.results.map((result: { slug: string }) => result.slug)).toContain(guide.slug);
  }, 60_000);
});
