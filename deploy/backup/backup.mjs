#!/usr/bin/env node
// @ts-check
/**
 * The livefully/backup image's command (docs/backups.md): PostgreSQL dumps and Elasticsearch
 * snapshots to an S3-compatible bucket, and the restore of either.
 *
 *   backup.mjs postgres                        pg_dump --format=custom, upload under a dated key, keep BACKUP_KEEP
 *   backup.mjs elasticsearch                   register the snapshot repository if missing, snapshot, keep BACKUP_KEEP
 *   backup.mjs restore-postgres <key|latest>   download a dump and pg_restore --clean --if-exists into DATABASE_URL
 *   backup.mjs restore-elasticsearch <name|latest>
 *   backup.mjs list                            the dumps in the bucket and the snapshots, newest first
 *   backup.mjs now                             `postgres`, then `elasticsearch` when ELASTICSEARCH_URL is set
 *   backup.mjs schedule                        stays up and runs `now` at every BACKUP_SCHEDULE tick (cron, UTC)
 *   backup.mjs status                          exit 1 when the schedule's last run failed (the healthcheck)
 *
 * pg_dump and pg_restore come from PATH and must be PostgreSQL 18's (the server's major): the
 * image is built on postgres:18; `ensurePgClient()` in pg-client.mjs brings them for the tests.
 * Every line it prints is one JSON object (time, level, msg, …). Exit code 0 on success, 1 when
 * the work failed, 2 for a wrong command line or environment.
 */
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Client as ElasticsearchClient } from '@elastic/elasticsearch';
import { Cron } from 'croner';
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Configuration: each command reads only what it needs, and says every missing or bad variable at once.

/** An unset or empty variable is absent. @param {z.ZodType} schema */
const optional = (schema) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
/**
 * An unset or empty variable takes `fallback` (an empty BACKUP_KEEP must never mean "keep none").
 * @template {z.ZodType} S @param {S} schema @param {z.input<S>} fallback
 */
const withDefault = (schema, fallback) => z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);

const S3Env = z.object({
  BACKUP_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'),
  /** Unset: AWS itself; otherwise an S3-compatible server (MinIO), addressed path-style. */
  BACKUP_S3_ENDPOINT: optional(z.url()),
  BACKUP_S3_REGION: withDefault(z.string(), 'us-east-1'),
  /** Unset: the SDK's own chain (an IAM role for the service account, instance credentials). */
  BACKUP_S3_ACCESS_KEY_ID: optional(z.string()),
  BACKUP_S3_SECRET_ACCESS_KEY: optional(z.string()),
  BACKUP_S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'])),
});

const KeepEnv = z.object({
  BACKUP_KEEP: withDefault(z.coerce.number().int().min(1).max(1000), 7),
});

const DatabaseEnv = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/[^/]+\/[^/?]+/, 'must be postgres://user:password@host:port/database')
    .refine((value) => URL.canParse(value), 'must be a URL'),
});

const ElasticsearchEnv = z
  .object({
    ELASTICSEARCH_URL: z.url(),
    ELASTICSEARCH_SNAPSHOT_REPOSITORY: withDefault(
      z.string().regex(/^[a-z0-9][a-z0-9_-]{0,100}$/, 'must be a lowercase name'),
      'livefully-backups',
    ),
    /** s3: the bucket below through the node's `s3.client.<client>` settings; fs: a path.repo folder (tests). */
    ELASTICSEARCH_SNAPSHOT_TYPE: withDefault(z.enum(['s3', 'fs']), 's3'),
    ELASTICSEARCH_SNAPSHOT_LOCATION: optional(z.string()),
    ELASTICSEARCH_S3_CLIENT: withDefault(z.string(), 'default'),
    /** The indices a snapshot holds: the search index behind its alias. */
    ELASTICSEARCH_SNAPSHOT_INDICES: withDefault(z.string(), 'livefully-content*'),
    BACKUP_S3_BUCKET: optional(z.string()),
  })
  .refine((env) => env.ELASTICSEARCH_SNAPSHOT_TYPE !== 'fs' || Boolean(env.ELASTICSEARCH_SNAPSHOT_LOCATION), {
    path: ['ELASTICSEARCH_SNAPSHOT_LOCATION'],
    message: 'is required when ELASTICSEARCH_SNAPSHOT_TYPE=fs',
  })
  .refine((env) => env.ELASTICSEARCH_SNAPSHOT_TYPE !== 's3' || Boolean(env.BACKUP_S3_BUCKET), {
    path: ['BACKUP_S3_BUCKET'],
    message: 'is required for an s3 snapshot repository',
  });

const ScheduleEnv = z.object({
  /** Five-field cron (minute hour day month weekday), read in UTC; default 03:17 every day. */
  BACKUP_SCHEDULE: withDefault(z.string(), '17 3 * * *'),
  /** `true`: also run once right away (a fresh install gets its first dump at once). */
  BACKUP_ON_START: withDefault(z.enum(['true', 'false']), 'false'),
  ELASTICSEARCH_URL: optional(z.url()),
});

/** Each command's variables, for the tests. */
export const ENV = { S3Env, KeepEnv, DatabaseEnv, ElasticsearchEnv, ScheduleEnv };

export class UsageError extends Error {}

/**
 * @template {z.ZodType} S
 * @param {S} schema @param {Record<string, string | undefined>} env
 * @returns {z.infer<S>}
 */
export function readEnv(schema, env) {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new UsageError(`bad environment: ${problems.join('; ')}`);
}

// ---------------------------------------------------------------------------------------------
// Names: dated, sortable as text, and recognisable so that pruning never touches anything else.

/** `postgres/<database>/2026-11-26T03-17-00-123Z.dump` @param {string} database @param {Date} at */
export function dumpKey(database, at) {
  return `${dumpPrefix(database)}${at.toISOString().replace(/[:.]/g, '-')}.dump`;
}

/** @param {string} database */
export function dumpPrefix(database) {
  return `postgres/${database}/`;
}

const DUMP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.dump$/;

/** `livefully-20261126t031700123z` (snapshot names are lowercase) @param {Date} at */
export function snapshotName(at) {
  return `livefully-${at.toISOString().replace(/[-:.]/g, '').toLowerCase()}`;
}

const SNAPSHOT_NAME = /^livefully-\d{8}t\d{9}z$/;

/**
 * Of our own names (others are never touched), those past the newest `keep`.
 * @param {string[]} names @param {number} keep @param {RegExp} ours
 */
export function pastRetention(names, keep, ours) {
  return names
    .filter((name) => ours.test(name))
    .sort()
    .reverse()
    .slice(keep);
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/**
 * The connection for pg_dump/pg_restore: the URL without its password on the command line
 * (where `ps` would show it), the password in PGPASSWORD.
 * @param {string} databaseUrl
 */
export function libpqConnection(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const database = decodeURIComponent(url.pathname.slice(1));
  /** @type {Record<string, string>} */
  const env = password ? { PGPASSWORD: password } : {};
  return { uri: url.toString(), database, env };
}

/**
 * @typedef {{ time?: () => Date, log?: (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void }} RunOptions
 */

/**
 * Dumps the database to a temporary file (so that a dump that fails never reaches the bucket),
 * uploads it under a dated key, then deletes the dumps of this database past the newest BACKUP_KEEP.
 * @param {Record<string, string | undefined>} rawEnv @param {RunOptions} [options]
 */
export async function backupPostgres(rawEnv, { time = () => new Date(), log = jsonLog } = {}) {
  const env = readEnv(S3Env.and(KeepEnv).and(DatabaseEnv), rawEnv);
  const connection = libpqConnection(env.DATABASE_URL);
  const s3 = s3Client(env);
  const bucket = env.BACKUP_S3_BUCKET;
  const started = Date.now();
  return withTempDir(async (dir) => {
    const file = join(dir, 'livefully.dump');
    await run('pg_dump', ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${connection.uri}`], connection.env);
    const bytes = (await stat(file)).size;
    await ensureBucket(s3, bucket);
    const key = dumpKey(connection.database, time());
    await new Upload({
      client: s3,
      params: { Bucket: bucket, Key: key, Body: createReadStream(file), ContentType: 'application/vnd.postgresql.custom-dump' },
    }).done();
    const keys = await listKeys(s3, bucket, dumpPrefix(connection.database));
    const old = pastRetention(
      keys.map((k) => k.slice(dumpPrefix(connection.database).length)),
      env.BACKUP_KEEP,
      DUMP_NAME,
    ).map((name) => dumpPrefix(connection.database) + name);
    for (const oldKey of old) await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: oldKey }));
    const result = { key, bytes, deleted: old, seconds: (Date.now() - started) / 1000 };
    log('info', 'postgres dump uploaded', { bucket, ...result, kept: env.BACKUP_KEEP });
    return result;
  });
}

/**
 * Downloads a dump (`latest`: the newest of this database) and restores it into DATABASE_URL
 * in one transaction: a restore that fails leaves the database as it was. --clean --if-exists
 * drops what the dump holds before creating it; --no-owner --no-privileges give every object to
 * the user of DATABASE_URL, so a dump restores into another server with other roles.
 * @param {Record<string, string | undefined>} rawEnv @param {string | undefined} wanted @param {RunOptions} [options]
 */
export async function restorePostgres(rawEnv, wanted, { log = jsonLog } = {}) {
  if (!wanted) throw new UsageError('restore-postgres needs the key of a dump (or `latest`); `list` shows them');
  const env = readEnv(S3Env.and(DatabaseEnv), rawEnv);
  const connection = libpqConnection(env.DATABASE_URL);
  const s3 = s3Client(env);
  const bucket = env.BACKUP_S3_BUCKET;
  const started = Date.now();
  let key = wanted;
  if (wanted === 'latest') {
    const newest = (await listKeys(s3, bucket, dumpPrefix(connection.database)))
      .filter((k) => k.endsWith('.dump'))
      .sort()
      .at(-1);
    if (!newest) throw new Error(`no dump of ${connection.database} in bucket ${bucket} (under ${dumpPrefix(connection.database)})`);
    key = newest;
  }
  return withTempDir(async (dir) => {
    const file = join(dir, 'restore.dump');
    let body;
    try {
      body = (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body;
    } catch (error) {
      if (statusOf(error) === 404) throw new UsageError(`no object ${key} in bucket ${bucket}; \`list\` shows the dumps`);
      throw error;
    }
    if (!body) throw new Error(`${key} came back empty`);
    await pipeline(/** @type {NodeJS.ReadableStream} */ (body), createWriteStream(file));
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--no-password',
        `--dbname=${connection.uri}`,
        file,
      ],
      connection.env,
    );
    const result = { key, bytes: (await stat(file)).size, seconds: (Date.now() - started) / 1000 };
    log('info', 'postgres dump restored', { bucket, database: connection.database, ...result });
    return result;
  });
}

// ---------------------------------------------------------------------------------------------
// Elasticsearch

/**
 * Registers the snapshot repository when it is missing, takes a snapshot of the search index
 * (waiting for it), then deletes our snapshots past the newest BACKUP_KEEP.
 * @param {Record<string, string | undefined>} rawEnv @param {RunOptions} [options]
 */
export async function snapshotElasticsearch(rawEnv, { time = () => new Date(), log = jsonLog } = {}) {
  const env = readEnv(ElasticsearchEnv.and(KeepEnv), rawEnv);
  const client = new ElasticsearchClient({ node: env.ELASTICSEARCH_URL, requestTimeout: 10 * 60_000 });
  const started = Date.now();
  try {
    const repository = env.ELASTICSEARCH_SNAPSHOT_REPOSITORY;
    const created = await ensureRepository(client, env);
    const snapshot = snapshotName(time());
    const answer = await client.snapshot.create({
      repository,
      snapshot,
      indices: env.ELASTICSEARCH_SNAPSHOT_INDICES,
      include_global_state: false,
      wait_for_completion: true,
    });
    const state = answer.snapshot?.state;
    if (state !== 'SUCCESS')
      throw new Error(`snapshot ${snapshot} ended ${state ?? 'without a state'}: ${JSON.stringify(answer.snapshot?.failures ?? [])}`);
    const names = (await client.snapshot.get({ repository, snapshot: 'livefully-*' })).snapshots?.map((s) => s.snapshot) ?? [];
    const old = pastRetention(names, env.BACKUP_KEEP, SNAPSHOT_NAME);
    if (old.length) await client.snapshot.delete({ repository, snapshot: old.join(',') });
    const result = { repository, snapshot, indices: answer.snapshot?.indices ?? [], deleted: old, seconds: (Date.now() - started) / 1000 };
    log('info', 'elasticsearch snapshot taken', { ...result, repositoryCreated: created, kept: env.BACKUP_KEEP });
    return result;
  } finally {
    await client.close();
  }
}

/**
 * Restores a snapshot (`latest`: the newest of ours) in place of the search index: the indices
 * of ELASTICSEARCH_SNAPSHOT_INDICES that exist now (an older or newer index under the alias)
 * and those the snapshot holds are deleted first, then the snapshot's come back with their
 * alias. The search service may equally rebuild the index from the content service.
 * @param {Record<string, string | undefined>} rawEnv @param {string | undefined} wanted @param {RunOptions} [options]
 */
export async function restoreElasticsearch(rawEnv, wanted, { log = jsonLog } = {}) {
  if (!wanted) throw new UsageError('restore-elasticsearch needs a snapshot name (or `latest`); `list` shows them');
  const env = readEnv(ElasticsearchEnv, rawEnv);
  const client = new ElasticsearchClient({ node: env.ELASTICSEARCH_URL, requestTimeout: 10 * 60_000 });
  const repository = env.ELASTICSEARCH_SNAPSHOT_REPOSITORY;
  try {
    await ensureRepository(client, env);
    let snapshot = wanted;
    if (wanted === 'latest') {
      const names = (await client.snapshot.get({ repository, snapshot: 'livefully-*' })).snapshots?.map((s) => s.snapshot) ?? [];
      const newest = names
        .filter((name) => SNAPSHOT_NAME.test(name))
        .sort()
        .at(-1);
      if (!newest) throw new Error(`no snapshot in repository ${repository}`);
      snapshot = newest;
    }
    const found = await client.snapshot.get({ repository, snapshot }, { ignore: [404] });
    const indices = found.snapshots?.[0]?.indices;
    if (!indices) throw new UsageError(`no snapshot ${snapshot} in repository ${repository}; \`list\` shows them`);
    // By name: Elasticsearch refuses to delete by wildcard (action.destructive_requires_name).
    const current = Object.keys(
      await client.indices.get({ index: env.ELASTICSEARCH_SNAPSHOT_INDICES, ignore_unavailable: true, allow_no_indices: true }),
    );
    const doomed = [...new Set([...current, ...indices])];
    await client.indices.delete({ index: doomed.join(','), ignore_unavailable: true });
    await client.snapshot.restore({ repository, snapshot, indices: indices.join(','), include_aliases: true, wait_for_completion: true });
    log('info', 'elasticsearch snapshot restored', { repository, snapshot, indices });
    return { repository, snapshot, indices };
  } finally {
    await client.close();
  }
}

/**
 * @param {ElasticsearchClient} client
 * @param {z.infer<typeof ElasticsearchEnv>} env
 * @returns {Promise<boolean>} whether it registered the repository
 */
async function ensureRepository(client, env) {
  const name = env.ELASTICSEARCH_SNAPSHOT_REPOSITORY;
  const existing = await client.snapshot.getRepository({ name }, { ignore: [404] });
  if (existing && typeof existing === 'object' && name in existing) return false;
  const repository =
    env.ELASTICSEARCH_SNAPSHOT_TYPE === 'fs'
      ? { type: 'fs', settings: { location: String(env.ELASTICSEARCH_SNAPSHOT_LOCATION), compress: true } }
      : { type: 's3', settings: { bucket: String(env.BACKUP_S3_BUCKET), base_path: 'elasticsearch', client: env.ELASTICSEARCH_S3_CLIENT } };
  await client.snapshot.createRepository({ name, repository: /** @type {never} */ (repository) });
  return true;
}

// ---------------------------------------------------------------------------------------------
// list, schedule

/** @param {Record<string, string | undefined>} rawEnv */
export async function list(rawEnv) {
  /** @type {{ dumps?: { key: string, bytes: number, modified: string }[], snapshots?: { name: string, state: string, start: string }[] }} */
  const out = {};
  if (rawEnv.BACKUP_S3_BUCKET) {
    const env = readEnv(S3Env, rawEnv);
    const s3 = s3Client(env);
    const objects = [];
    for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: env.BACKUP_S3_BUCKET, Prefix: 'postgres/' })) {
      for (const item of page.Contents ?? []) {
        objects.push({ key: String(item.Key), bytes: item.Size ?? 0, modified: item.LastModified?.toISOString() ?? '' });
      }
    }
    out.dumps = objects.sort((a, b) => b.key.localeCompare(a.key));
  }
  if (rawEnv.ELASTICSEARCH_URL) {
    const env = readEnv(ElasticsearchEnv, rawEnv);
    const client = new ElasticsearchClient({ node: env.ELASTICSEARCH_URL });
    try {
      const answer = await client.snapshot.get({ repository: env.ELASTICSEARCH_SNAPSHOT_REPOSITORY, snapshot: '_all' }, { ignore: [404] });
      out.snapshots = (answer.snapshots ?? [])
        .map((s) => ({ name: s.snapshot, state: String(s.state), start: String(s.start_time ?? '') }))
        .sort((a, b) => b.name.localeCompare(a.name));
    } finally {
      await client.close();
    }
  }
  if (!out.dumps && !out.snapshots) throw new UsageError('list needs BACKUP_S3_BUCKET (dumps) or ELASTICSEARCH_URL (snapshots)');
  return out;
}

/**
 * One round: the dump, then the snapshot when ELASTICSEARCH_URL is set (a failed dump does not
 * stop the snapshot). Resolves to the names of the parts that failed.
 * @param {Record<string, string | undefined>} rawEnv @param {RunOptions} [options]
 * @returns {Promise<string[]>}
 */
export async function backupNow(rawEnv, { log = jsonLog } = {}) {
  /** @type {[string, () => Promise<unknown>][]} */
  const jobs = [['postgres', () => backupPostgres(rawEnv, { log })]];
  if (rawEnv.ELASTICSEARCH_URL) jobs.push(['elasticsearch', () => snapshotElasticsearch(rawEnv, { log })]);
  const failed = [];
  for (const [name, job] of jobs) {
    try {
      await job();
    } catch (error) {
      if (error instanceof UsageError) throw error;
      log('error', `${name} backup failed`, { error: describe(error) });
      failed.push(name);
    }
  }
  return failed;
}

const statusFile = (/** @type {Record<string, string | undefined>} */ env) =>
  env.BACKUP_STATUS_FILE || join(tmpdir(), 'livefully-backup-status.json');

/**
 * Stays up and runs `now` at every tick of BACKUP_SCHEDULE: a process of our own rather than
 * cron in the container (no daemon running as root, the jobs' lines in the container's log,
 * SIGTERM stops it between two runs). One run at a time; a failed run is logged, written to
 * the status file that `status` (the healthcheck) reads, and the next tick tries again.
 * @param {Record<string, string | undefined>} rawEnv @param {RunOptions} [options]
 */
export function schedule(rawEnv, { log = jsonLog } = {}) {
  const env = readEnv(ScheduleEnv, rawEnv);
  // Check the environment of each job now, not at 03:17.
  readEnv(S3Env.and(KeepEnv).and(DatabaseEnv), rawEnv);
  if (env.ELASTICSEARCH_URL) readEnv(ElasticsearchEnv.and(KeepEnv), rawEnv);
  const round = async () => {
    const at = new Date().toISOString();
    const failed = await backupNow(rawEnv, { log }).catch((error) => {
      log('error', 'backup failed', { error: describe(error) });
      return ['backup'];
    });
    await writeFile(statusFile(rawEnv), JSON.stringify({ at, failed }) + '\n').catch(() => {});
  };
  let running = Promise.resolve();
  /** @type {Cron} */
  let cron;
  try {
    cron = new Cron(env.BACKUP_SCHEDULE, { timezone: 'UTC', protect: true }, () => {
      running = round();
      return running;
    });
  } catch (error) {
    throw new UsageError(`BACKUP_SCHEDULE: ${describe(error)}`);
  }
  log('info', 'backup schedule started', { schedule: env.BACKUP_SCHEDULE, next: cron.nextRun()?.toISOString() });
  if (env.BACKUP_ON_START === 'true') running = round();
  return {
    next: () => cron.nextRun(),
    stop: async () => {
      cron.stop();
      await running;
    },
  };
}

/**
 * The schedule's healthcheck: fails while its last run failed (healthy before the first run).
 * @param {Record<string, string | undefined>} rawEnv
 * @returns {Promise<{ healthy: boolean, at?: string, failed?: string[] }>}
 */
export async function status(rawEnv) {
  try {
    const last = JSON.parse(await readFile(statusFile(rawEnv), 'utf8'));
    return { healthy: last.failed.length === 0, ...last };
  } catch {
    return { healthy: true };
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** @param {z.infer<typeof S3Env>} env */
function s3Client(env) {
  const forcePathStyle = env.BACKUP_S3_FORCE_PATH_STYLE ? env.BACKUP_S3_FORCE_PATH_STYLE === 'true' : Boolean(env.BACKUP_S3_ENDPOINT);
  return new S3Client({
    region: env.BACKUP_S3_REGION,
    forcePathStyle,
    // The SDK's default checksums are AWS's own; S3-compatible servers do not all read them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(env.BACKUP_S3_ENDPOINT ? { endpoint: env.BACKUP_S3_ENDPOINT } : {}),
    ...(env.BACKUP_S3_ACCESS_KEY_ID && env.BACKUP_S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID, secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY } }
      : {}),
  });
}

/** Creates the bucket when it is missing (a fresh MinIO); an existing one is left as it is. @param {S3Client} s3 @param {string} bucket */
async function ensureBucket(s3, bucket) {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}

/** @param {S3Client} s3 @param {string} bucket @param {string} prefix */
async function listKeys(s3, bucket, prefix) {
  const keys = [];
  for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: prefix })) {
    for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
  }
  return keys;
}

/** @param {unknown} error */
function statusOf(error) {
  return /** @type {{ $metadata?: { httpStatusCode?: number } }} */ (error)?.$metadata?.httpStatusCode;
}

/**
 * @template T
 * @param {(dir: string) => Promise<T>} work
 */
async function withTempDir(work) {
  const dir = await mkdtemp(join(process.env.BACKUP_TMPDIR ?? tmpdir(), 'livefully-backup-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Runs a PostgreSQL client tool; rejects with the end of what it printed.
 * @param {string} command @param {string[]} args @param {Record<string, string>} extraEnv
 */
function run(command, args, extraEnv) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env: { ...process.env, ...extraEnv }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.once('error', (error) => {
      const missing = /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT';
      fail(missing ? new Error(`${command} is not on PATH: it must be PostgreSQL 18's (the server's major version)`) : error);
    });
    child.once('exit', (code, signal) => {
      if (code === 0) done(undefined);
      else fail(new Error(`${command} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? error.message : String(error);
}

/** @param {'info' | 'warn' | 'error'} level @param {string} msg @param {Record<string, unknown>} [fields] */
function jsonLog(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

const USAGE =
  'usage: backup.mjs postgres | elasticsearch | now | restore-postgres <key|latest> | restore-elasticsearch <snapshot|latest> | list | schedule | status';

/**
 * The command line; resolves to the exit code (schedule: once stopped).
 * @param {string[]} argv @param {Record<string, string | undefined>} env
 */
export async function main(argv, env = process.env) {
  const [command, argument] = argv;
  try {
    switch (command) {
      case 'postgres':
        await backupPostgres(env);
        return 0;
      case 'elasticsearch':
        await snapshotElasticsearch(env);
        return 0;
      case 'restore-postgres':
        await restorePostgres(env, argument);
        return 0;
      case 'restore-elasticsearch':
        await restoreElasticsearch(env, argument);
        return 0;
      case 'now':
        return (await backupNow(env)).length ? 1 : 0;
      case 'list':
        console.log(JSON.stringify(await list(env), null, 2));
        return 0;
      case 'status': {
        const last = await status(env);
        console.log(JSON.stringify(last));
        return last.healthy ? 0 : 1;
      }
      case 'schedule': {
        const running = schedule(env);
        await new Promise((stopped) => {
          for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) process.once(signal, () => stopped(undefined));
        });
        await running.stop();
        jsonLog('info', 'backup schedule stopped');
        return 0;
      }
      default:
        throw new UsageError(command ? `unknown command ${command}` : 'no command');
    }
  } catch (error) {
    if (error instanceof UsageError) {
      jsonLog('error', error.message, { usage: USAGE });
      return 2;
    }
    jsonLog('error', `${command} failed`, { error: describe(error) });
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
