// @ts-check
/**
 * A real Elasticsearch 8 node for tests and benchmarks, built from Maven Central artifacts
 * (no download from elastic.co, no docker): see "Elasticsearch for tests" in docs/testing.md.
 *
 *   import { startElasticsearch } from '../deploy/elasticsearch/start.mjs';
 *   const es = await startElasticsearch({ port: 19200, dataDir: '.data/es-test' });
 *   ... new Client({ node: es.url }) ...
 *   await es.stop();
 *
 *   node deploy/elasticsearch/start.mjs --port 9200 [--data-dir DIR] [--heap 512m] [--fresh]
 *
 * The first call assembles an Elasticsearch home under .data/elasticsearch/<version>/ (Maven
 * downloads cached in .data/m2) and re-uses it after. What the distribution has and Maven
 * Central does not, it builds from deploy/elasticsearch/java/: the entitlement agent, an empty
 * console loader and the search-extras module (asciifolding, English stemmers and analyzer,
 * GET /), which stands in for analysis-common and rest-root.
 *
 * The server is started the way the distribution's server-cli starts it: java on the module
 * path, the node settings written to its stdin as a ServerArgs record, readiness reported on
 * stderr, and a shutdown byte on stdin to stop it (a closed stdin, when this process dies, makes
 * it exit too). As root it runs as the `elasticsearch` system user (created when missing),
 * since Elasticsearch refuses to run as root.
 */
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  chownSync,
  constants,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '..', '..');
const POM = join(HERE, 'pom.xml');
const JAVA_SOURCES = join(HERE, 'java');
/** Bump when the assembly below changes in a way the fingerprint of its inputs cannot see. */
const ASSEMBLY_REVISION = 1;
const OS_USER = 'elasticsearch';
const READY_MARKER = 0x18; // BootstrapInfo.SERVER_READY_MARKER
const SHUTDOWN_MARKER = 0x1b; // BootstrapInfo.SERVER_SHUTDOWN_MARKER

/**
 * The Elasticsearch version: the image docker-compose.yml runs (the one place it is written);
 * Maven gets it as -Des.version, so the test node is the version production runs.
 */
export const ELASTICSEARCH_VERSION = elasticsearchVersionOf(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'));

/** @param {string} compose the text of docker-compose.yml @returns {string} */
export function elasticsearchVersionOf(compose) {
  const version = /image:\s*docker\.elastic\.co\/elasticsearch\/elasticsearch:(\d+\.\d+\.\d+)\s*$/m.exec(compose)?.[1];
  if (!version) throw new Error('docker-compose.yml names no docker.elastic.co/elasticsearch/elasticsearch:<x.y.z> image');
  return version;
}

/**
 * @typedef {{
 *   url: string,
 *   version: string,
 *   pid: number,
 *   home: string,
 *   dataDir: string,
 *   logFile: string,
 *   snapshotsDir: string,
 *   stop: () => Promise<void>,
 * }} RunningElasticsearch
 */

/**
 * Starts a single-node Elasticsearch on 127.0.0.1:`port`, keeping its data in `dataDir`, and
 * resolves once the cluster is at least yellow. Rejects, with the last log lines, when the
 * JVM dies or does not get ready within `timeoutMs`.
 *
 * @param {{
 *   port: number,
 *   dataDir: string,
 *   heap?: string,
 *   timeoutMs?: number,
 *   onLog?: (line: string) => void,
 *   snapshots?: boolean,
 * }} options
 * @returns {Promise<RunningElasticsearch>}
 */
export async function startElasticsearch({ port, dataDir, heap = '512m', timeoutMs = 120_000, onLog = () => {}, snapshots = false }) {
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`startElasticsearch: bad port ${port}`);
  if (!/^\d+[kmg]$/i.test(heap)) throw new Error(`startElasticsearch: bad heap ${heap} (e.g. 512m)`);
  const java = findJava();
  const home = ensureHome(java);
  const user = process.getuid?.() === 0 ? ensureOsUser() : undefined;
  const dirs = prepareDataDir(dataDir, user);

  const settings = {
    'cluster.name': 'livefully',
    'node.name': `es-${port}`,
    'discovery.type': 'single-node',
    'network.host': '127.0.0.1',
    'http.port': String(port),
    'transport.port': '9300-9399',
    'path.home': home,
    'path.data': dirs.data,
    'path.logs': dirs.logs,
    // a test machine's disk may be fuller than production watermarks allow
    'cluster.routing.allocation.disk.threshold_enabled': 'false',
    // `snapshots`: an `fs` snapshot repository may live in <dataDir>/snapshots (the backup test)
    ...(snapshots ? { 'path.repo': dirs.snapshots } : {}),
  };
  // the server names <cluster.name>.log when it points at its logs
  const logFile = join(dirs.logs, `${settings['cluster.name']}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  /** @type {string[]} */
  const tail = [];
  const keepLine = (/** @type {string} */ line) => {
    if (!line) return;
    tail.push(line);
    if (tail.length > 400) tail.shift();
    log.write(line + '\n');
    onLog(line);
  };

  const started = Date.now();
  const child = spawn(java, jvmArguments(home, dirs, heap), {
    cwd: home,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      LANG: 'C.UTF-8',
      HOME: dirs.tmp,
      LIBFFI_TMPDIR: dirs.tmp,
      ...(process.env.JAVA_HOME ? { JAVA_HOME: process.env.JAVA_HOME } : {}),
    },
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  const pid = child.pid ?? -1;
  /** @type {{ code: number | null, signal: NodeJS.Signals | null } | undefined} */
  let exited;
  const exit = new Promise((resolveExit) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolveExit(exited);
    });
  });
  child.on('error', (error) => keepLine(`[start.mjs] ${error.message}`));
  let readyMarker = false;
  lineReader(child.stdout, keepLine);
  lineReader(child.stderr, keepLine, (byte) => {
    if (byte === READY_MARKER) readyMarker = true;
  });
  child.stdin.on('error', () => {}); // a JVM that died early closes its end
  child.stdin.write(serverArgs(settings, join(home, 'config'), dirs.logs));

  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const url = `http://127.0.0.1:${port}`;
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      process.removeListener('exit', killOnExit);
      if (!exited) {
        // a started server reads the shutdown byte; one still booting reads no stdin yet
        if (readyMarker) child.stdin.end(Buffer.from([SHUTDOWN_MARKER]));
        else child.kill('SIGTERM');
        const graceful = await Promise.race([exit.then(() => true), delay(20_000).then(() => false)]);
        if (!graceful) {
          child.kill('SIGKILL');
          await exit;
        }
      }
      await new Promise((resolveClose) => log.end(resolveClose));
    })());

  try {
    const deadline = started + timeoutMs;
    while (!readyMarker) {
      if (exited) throw new Error(`exited (${describeExit(exited)}) before it was ready`);
      if (Date.now() > deadline) throw new Error(`not ready after ${Math.round(timeoutMs / 1000)} s`);
      await delay(100);
    }
    await waitForHealth(url, deadline, () => exited);
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Elasticsearch ${ELASTICSEARCH_VERSION} on port ${port} ${message}: ${explain(tail)}\nlog: ${logFile}\n${logTail(tail)}`,
      {
        cause: error,
      },
    );
  }
  return { url, version: ELASTICSEARCH_VERSION, pid, home, dataDir: dirs.root, logFile, snapshotsDir: dirs.snapshots, stop };
}

/**
 * The JVM command line of the distribution's server-cli, trimmed for a small test node:
 * serial GC, no pre-touched heap, no heap dumps.
 *
 * @param {string} home
 * @param {{ tmp: string, logs: string }} dirs
 * @param {string} heap
 */
function jvmArguments(home, dirs, heap) {
  const lib = join(home, 'lib');
  const bridge = readdirSync(join(lib, 'entitlement-bridge')).find((f) => f.endsWith('.jar'));
  return [
    `-Xms${heap}`,
    `-Xmx${heap}`,
    '-Xss1m',
    '-XX:+UseSerialGC',
    '-XX:+ExitOnOutOfMemoryError',
    '-XX:-OmitStackTraceInFastThrow',
    `-XX:ErrorFile=${join(dirs.logs, 'hs_err_pid%p.log')}`,
    '-Djava.awt.headless=true',
    '-Dfile.encoding=UTF-8',
    '-Djava.locale.providers=CLDR',
    `-Djava.io.tmpdir=${dirs.tmp}`,
    '-Djna.nosys=true',
    '-Dio.netty.noUnsafe=true',
    '-Dio.netty.noKeySetOptimization=true',
    '-Dio.netty.recycler.maxCapacityPerThread=0',
    '-Dlog4j.shutdownHookEnabled=false',
    '-Dlog4j2.disable.jmx=true',
    '-Dlog4j2.formatMsgNoLookups=true',
    '-Des.networkaddress.cache.ttl=60',
    '-Des.networkaddress.cache.negative.ttl=10',
    `-Des.path.home=${home}`,
    `-Des.path.conf=${join(home, 'config')}`,
    '-Des.distribution.type=tar',
    // entitlements: the bridge patched into java.base, the agent attached by the server itself
    '-XX:+EnableDynamicAgentLoading',
    '-Djdk.attach.allowAttachSelf=true',
    `--patch-module=java.base=${join(lib, 'entitlement-bridge', bridge ?? 'missing.jar')}`,
    '--add-exports=java.base/org.elasticsearch.entitlement.bridge=org.elasticsearch.entitlement,java.logging,java.net.http,java.naming,jdk.net',
    '--add-opens=org.apache.lucene.core/org.apache.lucene.codecs.lucene99=org.elasticsearch.server',
    '--add-opens=org.apache.lucene.core/org.apache.lucene.internal.vectorization=org.elasticsearch.server',
    '--module-path',
    lib,
    '--add-modules=jdk.net',
    '--add-modules=ALL-MODULE-PATH',
    '-m',
    'org.elasticsearch.server/org.elasticsearch.bootstrap.Elasticsearch',
  ];
}

/**
 * The ServerArgs record the server reads from stdin (org.elasticsearch.bootstrap.ServerArgs in
 * the server jar): daemonize, quiet, pid file, secure settings (an empty keystore), node
 * settings, config dir, logs dir, in Elasticsearch's stream encoding.
 *
 * @param {Record<string, string>} settings
 * @param {string} configDir
 * @param {string} logsDir
 */
function serverArgs(settings, configDir, logsDir) {
  const out = new StreamOutput();
  out.bool(false); // daemonize
  out.bool(false); // quiet: log to the console, which start.mjs reads
  out.bool(false); // no pid file
  out.string('org.elasticsearch.common.settings.KeyStoreWrapper');
  out.int32(7); // KeyStoreWrapper format version
  out.bool(false); // no password
  out.bool(false); // no encrypted data
  out.vint(0); // no entries
  out.bool(false); // not closed
  const entries = Object.entries(settings);
  out.vint(entries.length);
  for (const [key, value] of entries) {
    out.string(key);
    out.byte(0); // generic value: string
    out.string(value);
  }
  out.string(configDir);
  out.string(logsDir);
  return out.toBuffer();
}

/** The subset of Elasticsearch's StreamOutput that ServerArgs needs. */
class StreamOutput {
  /** @type {number[]} */
  bytes = [];
  /** @param {number} b */
  byte(b) {
    this.bytes.push(b & 0xff);
  }
  /** @param {boolean} value */
  bool(value) {
    this.byte(value ? 1 : 0);
  }
  /** @param {number} value */
  int32(value) {
    this.byte(value >>> 24);
    this.byte(value >>> 16);
    this.byte(value >>> 8);
    this.byte(value);
  }
  /** @param {number} value */
  vint(value) {
    let v = value >>> 0;
    while (v > 0x7f) {
      this.byte((v & 0x7f) | 0x80);
      v >>>= 7;
    }
    this.byte(v);
  }
  /** A length in UTF-16 units, then each unit in one to three bytes (Java's modified UTF-8). @param {string} s */
  string(s) {
    this.vint(s.length);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80) this.byte(c);
      else if (c < 0x800) {
        this.byte(0xc0 | (c >> 6));
        this.byte(0x80 | (c & 0x3f));
      } else {
        this.byte(0xe0 | (c >> 12));
        this.byte(0x80 | ((c >> 6) & 0x3f));
        this.byte(0x80 | (c & 0x3f));
      }
    }
  }
  toBuffer() {
    return Buffer.from(this.bytes);
  }
}

/**
 * Calls `onLine` for each line of a stream, handing every byte to `onByte` first (the server
 * writes its readiness marker to stderr as a lone control byte, dropped from the lines).
 *
 * @param {import('node:stream').Readable} stream
 * @param {(line: string) => void} onLine
 * @param {(byte: number) => void} [onByte]
 */
function lineReader(stream, onLine, onByte) {
  let pending = '';
  const decoder = new StringDecoder('utf8'); // a character may straddle two chunks
  stream.on('data', (/** @type {Buffer} */ chunk) => {
    if (onByte) for (const byte of chunk) onByte(byte);
    pending += decoder.write(chunk.filter((byte) => byte !== READY_MARKER && byte !== SHUTDOWN_MARKER));
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line.trimEnd());
  });
  stream.on('end', () => {
    pending += decoder.end();
    if (pending) onLine(pending.trimEnd());
  });
}

/**
 * @param {string} url
 * @param {number} deadline
 * @param {() => unknown} hasExited
 */
async function waitForHealth(url, deadline, hasExited) {
  let last = '';
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('exited while waiting for cluster health');
    try {
      const response = await fetch(`${url}/_cluster/health?wait_for_status=yellow&timeout=5s`, {
        signal: AbortSignal.timeout(10_000),
      });
      const body = /** @type {{ status?: string, timed_out?: boolean }} */ (await response.json());
      if (response.ok && !body.timed_out && (body.status === 'green' || body.status === 'yellow')) return;
      last = `health ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await delay(250);
  }
  throw new Error(`not healthy in time (${last})`);
}

/** The first error the server logged and its causes, in one line. @param {string[]} lines */
function explain(lines) {
  const errors = lines.filter((line) => /\]\[(ERROR|FATAL)\]|^[\w.$]+(Exception|Error)\b|^Caused by: /.test(line));
  return errors.length
    ? errors
        .slice(0, 4)
        .map((line) => line.replace(/^\[[^\]]*\]\[\w+ *\]\[[^\]]*\] /, ''))
        .join(' / ')
    : 'no error logged';
}

/** The last log lines without Java stack frames. @param {string[]} lines */
function logTail(lines) {
  return lines
    .filter((line) => !/^\s+(at |\.\.\. \d+ more|Suppressed: )/.test(line))
    .slice(-15)
    .join('\n');
}

/** @param {{ code: number | null, signal: NodeJS.Signals | null }} exited */
function describeExit({ code, signal }) {
  return signal ? `signal ${signal}` : `code ${code}`;
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolveDelay) => setTimeout(resolveDelay, ms));
}

// ---------------------------------------------------------------------------------------------
// The Elasticsearch home: assembled once per version and inputs, then re-used.

function findJava() {
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(`Elasticsearch needs Java 17 or later: cannot run ${java} (${probe.error?.message ?? probe.stderr})`);
  }
  const major = Number(/version "(\d+)/.exec(probe.stderr)?.[1] ?? 0);
  if (major < 17) throw new Error(`Elasticsearch ${ELASTICSEARCH_VERSION} needs Java 17 or later; ${java} is ${major}`);
  return java;
}

/** Where the assembled home lives: .data/elasticsearch/<version>, unless the elasticsearch user could not reach it. */
function homeDir() {
  const wanted = join(REPO_ROOT, '.data', 'elasticsearch', ELASTICSEARCH_VERSION);
  if (process.getuid?.() !== 0 || reachableByOthers(dirname(wanted))) return wanted;
  return join('/var/tmp/live-fully/elasticsearch', ELASTICSEARCH_VERSION);
}

/** A digest of everything the home is made from. */
function fingerprint() {
  const hash = createHash('sha256').update(`revision ${ASSEMBLY_REVISION}\n`).update(readFileSync(POM));
  for (const file of listFiles(JAVA_SOURCES).sort()) {
    hash.update(relative(JAVA_SOURCES, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Returns the Elasticsearch home, assembling it first when it is missing or was made from other
 * inputs. Assembly happens in a private directory that is renamed into place, so concurrent
 * callers (test workers) each end up with a complete home.
 *
 * @param {string} java
 */
export function ensureHome(java = findJava()) {
  const home = homeDir();
  const expected = fingerprint();
  const stamp = join(home, '.fingerprint');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === expected) return home;

  const staging = `${home}.staging-${process.pid}-${Date.now()}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    assemble(staging, java);
    writeFileSync(join(staging, '.fingerprint'), expected + '\n');
    if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === expected) {
      rmSync(staging, { recursive: true, force: true }); // another process finished first
      return home;
    }
    const old = `${home}.old-${process.pid}-${Date.now()}`;
    if (existsSync(home)) renameSync(home, old);
    renameSync(staging, home);
    rmSync(old, { recursive: true, force: true });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === expected) return home;
    throw error;
  }
  return home;
}

/**
 * @param {string} home
 * @param {string} java
 */
function assemble(home, java) {
  const jdkBin = dirname(realJava(java));
  const tool = (/** @type {string} */ name) => (existsSync(join(jdkBin, name)) ? join(jdkBin, name) : name);

  // 1. Maven: the server and its libraries to lib/, the bridge, the transport module
  run('mvn', [
    '-q',
    '-B',
    `-Dmaven.repo.local=${join(REPO_ROOT, '.data', 'm2')}`,
    '-f',
    POM,
    'package',
    `-Des.version=${ELASTICSEARCH_VERSION}`,
    `-Des.home=${home}`,
  ]);

  // 2. transport-netty4 carries its plugin descriptor and entitlement policy inside its jar
  const netty = join(home, 'modules', 'transport-netty4');
  const nettyJar = readdirSync(netty).find((f) => f.startsWith('transport-netty4-') && f.endsWith('.jar'));
  if (!nettyJar) throw new Error('Maven did not deliver transport-netty4');
  const inJar = 'META-INF/es-plugins/transport-netty4';
  const unpacked = join(home, '.unpack');
  mkdirSync(unpacked, { recursive: true });
  run(tool('jar'), ['xf', join(netty, nettyJar), `${inJar}/plugin-descriptor.properties`, `${inJar}/entitlement-policy.yaml`], {
    cwd: unpacked,
  });
  for (const file of ['plugin-descriptor.properties', 'entitlement-policy.yaml']) {
    renameSync(join(unpacked, inJar, file), join(netty, file));
  }
  rmSync(unpacked, { recursive: true, force: true });

  // 3. what Maven Central lacks, built from deploy/elasticsearch/java
  const classpath = join(home, 'lib', '*');
  const build = (/** @type {string} */ name, /** @type {string} */ jarPath, /** @type {string[]} */ jarOptions = []) => {
    const classes = join(home, '.build', name);
    mkdirSync(classes, { recursive: true });
    const sources = listFiles(join(JAVA_SOURCES, name)).filter((f) => f.endsWith('.java'));
    run(tool('javac'), ['--release', '17', '-nowarn', '-encoding', 'UTF-8', '-cp', classpath, '-d', classes, ...sources]);
    mkdirSync(dirname(jarPath), { recursive: true });
    run(tool('jar'), ['cf' + (jarOptions.length ? 'm' : ''), jarPath, ...jarOptions, '-C', classes, '.']);
  };
  build('agent', join(home, 'lib', 'entitlement-agent', 'livefully-entitlement-agent.jar'), [join(JAVA_SOURCES, 'agent', 'MANIFEST.MF')]);
  build('ansi-console', join(home, 'lib', 'tools', 'ansi-console', 'livefully-ansi-console.jar'));
  const extras = join(home, 'modules', 'livefully-search-extras');
  build('search-extras', join(extras, 'livefully-search-extras.jar'));
  writeFileSync(
    join(extras, 'plugin-descriptor.properties'),
    [
      'name=livefully-search-extras',
      'description=Live Fully test node: asciifolding, English stemmers and analyzer, GET /',
      `version=${ELASTICSEARCH_VERSION}`,
      'classname=fully.live.es.extras.SearchExtrasPlugin',
      'java.version=17',
      `elasticsearch.version=${ELASTICSEARCH_VERSION}`,
      '',
    ].join('\n'),
  );
  rmSync(join(home, '.build'), { recursive: true, force: true });

  // 4. config: the node settings themselves travel on stdin (see serverArgs); logging goes to
  // the console, which start.mjs copies to <dataDir>/logs/livefully.log
  const config = join(home, 'config');
  mkdirSync(config, { recursive: true });
  writeFileSync(
    join(config, 'elasticsearch.yml'),
    '# Not read: deploy/elasticsearch/start.mjs passes the node settings to the server directly.\n',
  );
  writeFileSync(
    join(config, 'log4j2.properties'),
    [
      'status = error',
      'appender.console.type = Console',
      'appender.console.name = console',
      'appender.console.layout.type = PatternLayout',
      'appender.console.layout.pattern = [%d{ISO8601}][%-5p][%-25c{1.}] [%node_name]%marker %m%n',
      'rootLogger.level = info',
      'rootLogger.appenderRef.console.ref = console',
      // quiet the per-start notices a throwaway test node does not care about
      'logger.bootstrapchecks.name = org.elasticsearch.bootstrap.BootstrapChecks',
      'logger.bootstrapchecks.level = error',
      'logger.deprecation.name = org.elasticsearch.deprecation',
      'logger.deprecation.level = error',
      '',
    ].join('\n'),
  );
}

/** @param {string} java */
function realJava(java) {
  if (java.includes('/')) return java;
  const which = spawnSync('sh', ['-c', `readlink -f "$(command -v ${java})"`], { encoding: 'utf8' });
  return which.stdout.trim() || java;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string }} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: options.cwd ?? REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  if (result.error && /** @type {NodeJS.ErrnoException} */ (result.error).code === 'ENOENT') {
    throw new Error(
      `${command} is not installed: assembling the Elasticsearch test node needs Java 17+ (java, javac, jar) and Maven (mvn)`,
    );
  }
  if (result.error || result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`${command} ${args.slice(0, 3).join(' ')} … failed (${result.error?.message ?? `exit ${result.status}`}):\n${output}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Running as root: a system user and directories it can reach.

/** @returns {{ uid: number, gid: number }} */
function ensureOsUser() {
  let id = spawnSync('id', ['-u', OS_USER], { encoding: 'utf8' });
  if (id.status !== 0) {
    run('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', OS_USER]);
    id = spawnSync('id', ['-u', OS_USER], { encoding: 'utf8' });
  }
  const gid = spawnSync('id', ['-g', OS_USER], { encoding: 'utf8' });
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Creates data/, logs/, tmp/ and snapshots/ under the data directory, owned by the user the JVM runs as.
 * As root, a data directory the elasticsearch user could not reach (under a mode-700 home)
 * moves to /var/tmp/live-fully/<key>/elasticsearch instead.
 *
 * @param {string} dataDir
 * @param {{ uid: number, gid: number } | undefined} user
 */
function prepareDataDir(dataDir, user) {
  let root = resolve(dataDir);
  if (user && !reachableByOthers(dirname(root))) {
    const key = createHash('sha256').update(root).digest('hex').slice(0, 12);
    root = join('/var/tmp/live-fully', key, 'elasticsearch');
  }
  const dirs = { root, data: join(root, 'data'), logs: join(root, 'logs'), tmp: join(root, 'tmp'), snapshots: join(root, 'snapshots') };
  for (const dir of [dirs.data, dirs.logs, dirs.tmp, dirs.snapshots]) mkdirSync(dir, { recursive: true });
  if (user) {
    for (const dir of [root, dirs.data, dirs.logs, dirs.tmp, dirs.snapshots]) chownTree(dir, user, dir !== root);
  } else {
    accessSync(root, constants.W_OK);
  }
  return dirs;
}

/**
 * @param {string} path
 * @param {{ uid: number, gid: number }} user
 * @param {boolean} recursive
 */
function chownTree(path, user, recursive) {
  const stat = statSync(path);
  if (stat.uid !== user.uid || stat.gid !== user.gid) chownSync(path, user.uid, user.gid);
  if (recursive && stat.isDirectory()) {
    for (const entry of readdirSync(path)) chownTree(join(path, entry), user, true);
  }
}

/** @param {string} dir */
function reachableByOthers(dir) {
  let current = resolve(dir);
  for (;;) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    const parent = dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

// ---------------------------------------------------------------------------------------------
// CLI: node deploy/elasticsearch/start.mjs --port 9200 [--data-dir DIR] [--heap 512m] [--fresh]

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const at = args.indexOf(`--${name}`);
    return (at >= 0 && args[at + 1]) || fallback;
  };
  const port = Number(option('port', '9200'));
  const dataDir = option('data-dir', join(REPO_ROOT, '.data', 'elasticsearch', `node-${port}`));
  if (args.includes('--fresh')) rmSync(dataDir, { recursive: true, force: true });
  const begun = Date.now();
  try {
    const es = await startElasticsearch({
      port,
      dataDir,
      heap: option('heap', '512m'),
      onLog: args.includes('--verbose') ? (line) => console.log(line) : undefined,
    });
    console.log(
      `Elasticsearch ${es.version} ready at ${es.url} in ${((Date.now() - begun) / 1000).toFixed(1)} s ` +
        `(pid ${es.pid}, data ${es.dataDir}, log ${es.logFile}); Ctrl-C stops it`,
    );
    let stopping = false;
    const shutdown = async () => {
      if (stopping) return;
      stopping = true;
      await es.stop();
      process.exit(0);
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
