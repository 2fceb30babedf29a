// @ts-check
/**
 * A real S3-compatible server for the media store's tests: S3Proxy (gaul/s3proxy, Apache 2.0)
 * from Maven Central on the machine's Java 17, keeping its buckets in a folder. No docker, no
 * download from anywhere but Maven Central (cached in .data/m2, as the Elasticsearch node is).
 *
 *   import { startS3Proxy } from '../../deploy/s3proxy/start.mjs';
 *   const s3 = await startS3Proxy({ port: 23390, dataDir: '.data/test/s3' });
 *   ... MEDIA_S3_ENDPOINT=s3.url, MEDIA_S3_ACCESS_KEY_ID=s3.accessKeyId ...
 *   await s3.stop();
 *
 *   node deploy/s3proxy/start.mjs --port 9000 [--data-dir DIR]
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '..', '..');
/** S3Proxy 3.x runs on Java 17; 4.x needs a newer Java. */
export const S3PROXY_VERSION = '3.3.0';
const ARTIFACT = `org.gaul:s3proxy:${S3PROXY_VERSION}:jar:jar-with-dependencies`;
const JAR_DIR = join(REPO_ROOT, '.data', 's3proxy', S3PROXY_VERSION);
const JAR = join(JAR_DIR, `s3proxy-${S3PROXY_VERSION}-jar-with-dependencies.jar`);
const ACCESS_KEY_ID = 'livefully-test';
const SECRET_ACCESS_KEY = 'livefully-test-secret';

/**
 * @typedef {{ url: string, accessKeyId: string, secretAccessKey: string, region: string, stop: () => Promise<void> }} RunningS3
 */

/** The S3Proxy jar, fetched from Maven Central once (Maven's own client and cache). */
export function s3ProxyJar() {
  if (existsSync(JAR)) return JAR;
  for (const command of ['java', 'mvn']) {
    if (spawnSync(command, ['-version'], { stdio: 'ignore' }).error) {
      throw new Error(`${command} is not installed: the S3-compatible test server needs Java 17+ and Maven (mvn)`);
    }
  }
  mkdirSync(JAR_DIR, { recursive: true });
  const fetched = spawnSync(
    'mvn',
    [
      '-q',
      '-B',
      `-Dmaven.repo.local=${join(REPO_ROOT, '.data', 'm2')}`,
      'org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy',
      `-Dartifact=${ARTIFACT}`,
      `-DoutputDirectory=${JAR_DIR}`,
    ],
    { stdio: 'inherit' },
  );
  if (fetched.status !== 0 || !existsSync(JAR)) throw new Error(`Maven could not fetch ${ARTIFACT}`);
  return JAR;
}

/**
 * Starts S3Proxy on 127.0.0.1:`port` with its filesystem backend in `dataDir` and AWS
 * signatures checked (v2 or v4) against a fixed test key; resolves once it listens.
 * @param {{ port: number, dataDir: string, timeoutMs?: number }} options
 * @returns {Promise<RunningS3>}
 */
export async function startS3Proxy({ port, dataDir, timeoutMs = 60_000 }) {
  const jar = s3ProxyJar();
  const buckets = join(dataDir, 'buckets');
  mkdirSync(buckets, { recursive: true });
  const properties = join(dataDir, 's3proxy.conf');
  writeFileSync(
    properties,
    [
      `s3proxy.endpoint=http://127.0.0.1:${port}`,
      's3proxy.authorization=aws-v2-or-v4',
      `s3proxy.identity=${ACCESS_KEY_ID}`,
      `s3proxy.credential=${SECRET_ACCESS_KEY}`,
      'jclouds.provider=filesystem',
      `jclouds.filesystem.basedir=${buckets}`,
      '',
    ].join('\n'),
  );
  const log = createWriteStream(join(dataDir, 's3proxy.log'), { flags: 'a' });
  const child = spawn('java', ['-Xmx256m', '-jar', jar, '--properties', properties], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.pipe(log, { end: false });
  /** @type {Promise<void>} */
  const exited = new Promise((done) => child.once('exit', () => done()));
  await new Promise((ready, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`S3Proxy did not start within ${timeoutMs / 1000}s; see ${join(dataDir, 's3proxy.log')}`));
    }, timeoutMs);
    createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) }).on('line', (line) => {
      log.write(`${line}\n`);
      if (/Started .*Server@/.test(line)) {
        clearTimeout(timer);
        ready(undefined);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`S3Proxy exited (${code}) before it listened; see ${join(dataDir, 's3proxy.log')}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    region: 'us-east-1',
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      log.end();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '9000' }, 'data-dir': { type: 'string' } } });
  const port = Number(values.port);
  const s3 = await startS3Proxy({ port, dataDir: resolve(values['data-dir'] ?? join(REPO_ROOT, '.data', 's3proxy-data')) });
  console.log(`S3Proxy ${S3PROXY_VERSION} on ${s3.url} (access key ${s3.accessKeyId}, secret ${s3.secretAccessKey}); Ctrl-C stops it`);
  const stop = () => void s3.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
