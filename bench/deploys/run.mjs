// @ts-check
/**
 * The deploy drill (docs/kubernetes.md, "Rolling deploys"; docs/server-rendering.md, "Remote
 * deploys"): readers read pages and API routes while a remote and a service are deployed, and it
 * counts the requests that failed (the goal is none) and the window in which two builds answered.
 *
 *   npm run bench:deploys -- [--readers 4] [--max-reads 40000] [--max-seconds 300] [--out DIR]
 *
 * Build first (npm run build). One run on loopback, bounded in reads and time: `startStack`
 * over Redis with every rate limit off, the gateway serving the web build from a web root of the
 * drill's own (.data/bench-deploys/web: the repository's builds, mf-content's copied so a deploy
 * can change it). Ports 28700 (gateway), 28710+ (services; the renderer on 28716), 28730
 * (PostgreSQL), 28735 (Redis), 28740+ (the Auth Emulator, MailDev), 28810+ (ops listeners).
 * 1. --readers loops read, one after another, the article as the gateway serves it, the article
 *    straight from the renderer (the gateway keeps pages; the renderer is what a deploy swaps),
 *    and two API routes. A read failed when it is not a 200 or (a page) holds no article.
 * 2. A remote deploy: a new build of mf-content is written beside the old one (its entry and its
 *    Share island under new hashed names, new manifests; the old files stay, as docs say they
 *    must), as a deploy of its image would. Pages name their build by the Share island's file;
 *    the window is from the first read naming the new build to the last naming the old.
 * 3. A rolling deploy of the content service: a new replica started with the old one's
 *    environment (as a new pod of the same spec), waited for until ready, then the old one sent
 *    SIGTERM (the stack's supervisor starts it again later, a third replica). The window is
 *    from the new replica's start until the old one exited: both answered then.
 * Results: bench/results/deploys-<date>.{json,md} (or --out DIR) with the command at the top.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { startRedis } from '../../deploy/embedded/redis.mjs';
import { REPO_ROOT, startStack } from '../../deploy/embedded/stack.mjs';
import { bounded, cleanupSteps, commandLine, gitState, guardRun, loadAverage, loadedMachine, runLog, writeResults } from '../harness.mjs';
import { rateLimitVariables } from '../rate-limits.mjs';

// ---- What is read: change these when the site changes. ---------------------------------------
const ARTICLE = '/blog/family-game-night';
const ARTICLE_TITLE = 'Bringing Back Family Game Night';
const API_ROUTES = ['/api/blog-posts/family-game-night', '/api/topics'];
/** The remote deployed, and the file of its build that a page names. */
const REMOTE_DIR = 'mf-content';
const BUILD_MARK = /\/remotes\/mf-content\/islands\/(Share\.[^"]+\.js)/;
// ----------------------------------------------------------------------------------------------

const { values } = parseArgs({
  options: {
    readers: { type: 'string', default: '4' },
    'max-reads': { type: 'string', default: '40000' },
    'max-seconds': { type: 'string', default: '300' },
    out: { type: 'string' },
  },
});
const READERS = bounded(values.readers, 1, 32);
const MAX_READS = bounded(values['max-reads'], 100, 1_000_000);
const MAX_MS = bounded(values['max-seconds'], 60, 1200) * 1000;
const PORTS = { gateway: 28700, servicePortBase: 28710, pg: 28730, redis: 28735, auth: 28740, opsPortBase: 28810 };
/** Reads before and after each deploy, so each is read through. */
const SETTLE_MS = 3_000;
const OUT_DIR = resolve(values.out ?? join(REPO_ROOT, 'bench', 'results'));
const COMMAND = commandLine([
  'npm run bench:deploys --',
  `--readers ${READERS}`,
  `--max-reads ${MAX_READS}`,
  `--max-seconds ${MAX_MS / 1000}`,
  values.out ? `--out ${values.out}` : '',
]);

const LOAD_AT_START = loadAverage();
const dataDir = join(REPO_ROOT, '.data', 'bench-deploys');
const webRoot = join(dataDir, 'web');
const started = Date.now();
const log = runLog('bench:deploys', started);
const { steps: cleanups, run: cleanup } = cleanupSteps();
const disarm = guardRun({ tag: 'bench:deploys', maxMs: MAX_MS, cleanup });

/** @typedef {{ at: number, what: string, status: number, ok: boolean, build?: string, error?: string }} Read */

/** The drill's web root: the repository's builds, mf-content's a copy a deploy may change. */
function makeWebRoot() {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(join(webRoot, REMOTE_DIR), { recursive: true });
  for (const dir of ['shell', 'services', 'mf-search', 'mf-engage', 'mf-admin']) symlinkSync(join(REPO_ROOT, dir), join(webRoot, dir));
  cpSync(join(REPO_ROOT, REMOTE_DIR, 'dist'), join(webRoot, REMOTE_DIR, 'dist'), { recursive: true });
}

/** A new build of the remote: its entry and Share island under new names, beside the old files. @param {string} tag */
function deployRemote(tag) {
  const dist = join(webRoot, REMOTE_DIR, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const islands = JSON.parse(readFileSync(join(dist, 'islands', 'manifest.json'), 'utf8'));
  const entry = manifest.metaData.remoteEntry.name;
  const share = islands.islands.Share.js;
  const renamed = (/** @type {string} */ name) => name.replace(/\.js$/, `.${tag}.js`);
  cpSync(join(dist, entry), join(dist, renamed(entry)));
  cpSync(join(dist, 'islands', share), join(dist, 'islands', renamed(share)));
  manifest.metaData.remoteEntry.name = renamed(entry);
  islands.islands.Share.js = renamed(share);
  // The manifests last, as a deploy that replaces its files: the new names exist before anything names them.
  writeFileSync(join(dist, 'islands', 'manifest.json'), JSON.stringify(islands));
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  return { before: share, after: renamed(share) };
}

/** One read. @param {string} url @param {string} what @param {boolean} page */
async function read(url, what, page) {
  const at = Date.now() - started;
  try {
    const answer = await fetch(url, { headers: { accept: page ? 'text/html' : 'application/json' }, signal: AbortSignal.timeout(10_000) });
    const text = await answer.text();
    const ok = answer.status === 200 && (!page || text.includes(ARTICLE_TITLE));
    return /** @type {Read} */ ({ at, what, status: answer.status, ok, ...(page ? { build: BUILD_MARK.exec(text)?.[1] } : {}) });
  } catch (error) {
    return /** @type {Read} */ ({ at, what, status: 0, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
}

try {
  makeWebRoot();
  // Every limit off (the readers are one address), and the gateway serving the drill's web root.
  for (const name of rateLimitVariables()) process.env[name] = 'off';
  process.env.WEB_ROOT = webRoot;
  // The renderer notices a deploy within a second, not the 10 s default: the drill's window is the renderer's, not its wait.
  process.env.RENDERER_REMOTES_CHECK_MS = '1000';
  log('starting Redis and the stack');
  const redis = await startRedis(PORTS.redis);
  cleanups.push(redis.stop);
  const stack = await startStack({
    dataDir: join(dataDir, 'stack'),
    port: PORTS.gateway,
    servicePortBase: PORTS.servicePortBase,
    pgPort: PORTS.pg,
    opsPortBase: PORTS.opsPortBase,
    authEmulatorPort: PORTS.auth,
    mailSmtpPort: PORTS.auth + 5,
    mailWebPort: PORTS.auth + 6,
    transport: 'redis',
    redisUrl: redis.url,
    restartDelayMs: 2_000,
  });
  cleanups.push(stack.stop);
  const origin = `http://127.0.0.1:${PORTS.gateway}`;
  const renderer = `http://127.0.0.1:${PORTS.servicePortBase + 6}`;
  const targets = [
    { url: origin + ARTICLE, what: 'page (gateway)', page: true },
    { url: `${renderer}/render?page=${encodeURIComponent(ARTICLE)}`, what: 'page (renderer)', page: true },
    ...API_ROUTES.map((path) => ({ url: origin + path, what: `api ${path}`, page: false })),
  ];
  for (let tries = 0; !(await read(targets[0].url, 'warm-up', true)).ok; tries += 1) {
    if (tries > 60) throw new Error(`${ARTICLE} never answered with the article`);
    await sleep(500);
  }

  /** @type {Read[]} */
  const reads = [];
  let reading = true;
  // The renderer's resident memory, which holds two render workers for a moment at a deploy
  // (its pod's memory limit must fit both): sampled until the readers stop.
  const rendererPid = stack.pid('renderer');
  const rssMiB = () => {
    const line = readFileSync(`/proc/${rendererPid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : 0;
  };
  const rss = { before: rssMiB(), peak: 0 };
  const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, rssMiB())), 100);
  const readers = Array.from({ length: READERS }, async (_, index) => {
    for (let n = index; reading && reads.length < MAX_READS; n += 1) {
      const target = targets[n % targets.length];
      reads.push(await read(target.url, target.what, target.page));
    }
  });
  log(`${READERS} readers reading ${targets.map((t) => t.what).join(', ')}`);
  await sleep(SETTLE_MS);

  log(`deploying a new build of ${REMOTE_DIR}`);
  const remoteDeployedAt = Date.now() - started;
  const builds = deployRemote('deployed');
  const renderedNew = () => reads.some((r) => r.what === 'page (renderer)' && r.build === builds.after);
  const servedNew = () => reads.some((r) => r.what === 'page (gateway)' && r.build === builds.after);
  for (let waited = 0; !(renderedNew() && servedNew()) && waited < 60_000 && reads.length < MAX_READS; waited += 250) await sleep(250);
  log(renderedNew() && servedNew() ? 'pages name the new build' : 'pages did not come to name the new build');
  await sleep(SETTLE_MS);

  log('rolling the content service: a new replica, ready, then SIGTERM to the old one');
  const oldPid = stack.pid('content');
  if (!oldPid) throw new Error('no content process to roll');
  const oldEnv = Object.fromEntries(
    readFileSync(`/proc/${oldPid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const serviceRollStartedAt = Date.now() - started;
  const fresh = await startProcess({
    name: 'content-new',
    script: join(REPO_ROOT, 'services/content/dist/main.js'),
    // Its own ops port; over Redis the service port is not listened on.
    env: { ...oldEnv, OPS_PORT: String(PORTS.opsPortBase + 20) },
    ready: /service ready on/,
    logDir: join(dataDir, 'logs'),
    cwd: REPO_ROOT,
  });
  cleanups.push(() => stopProcess(fresh));
  const newReadyAt = Date.now() - started;
  process.kill(oldPid, 'SIGTERM');
  for (let waited = 0; waited < 30_000; waited += 100) {
    try {
      process.kill(oldPid, 0);
      await sleep(100);
    } catch {
      break;
    }
  }
  const oldExitedAt = Date.now() - started;
  log('the old content replica has exited');
  await sleep(SETTLE_MS);
  reading = false;
  await Promise.all(readers);
  clearInterval(sampler);
  const rssAfter = rssMiB();

  // ---- The report ------------------------------------------------------------------------------
  const failed = reads.filter((r) => !r.ok);
  const pages = reads.filter((r) => r.build);
  const firstNew = pages.find((r) => r.build === builds.after)?.at;
  const lastOld = pages.filter((r) => r.build === builds.before).at(-1)?.at;
  /** The two builds' overlap as one path saw it: the renderer's swap, and the gateway's pages after its version check. */
  const windowOf = (/** @type {string} */ what) => {
    const seen = pages.filter((r) => r.what === what);
    const from = seen.find((r) => r.build === builds.after)?.at;
    const to = seen.filter((r) => r.build === builds.before).at(-1)?.at;
    return from !== undefined && to !== undefined ? Math.max(0, to - from) : undefined;
  };
  const byWhat = Object.fromEntries(
    targets.map((t) => [
      t.what,
      { reads: reads.filter((r) => r.what === t.what).length, failed: failed.filter((r) => r.what === t.what).length },
    ]),
  );
  const report = {
    command: COMMAND,
    date: new Date().toISOString(),
    machine: loadedMachine({ note: 'the stack and the readers share these cores', loadAverageAtStart: LOAD_AT_START }),
    git: gitState(),
    readers: READERS,
    reads: reads.length,
    failed: failed.length,
    failures: failed.slice(0, 20),
    byWhat,
    remote: {
      deployedAtMs: remoteDeployedAt,
      builds,
      firstNewAtMs: firstNew,
      lastOldAtMs: lastOld,
      twoBuildsWindowMs: firstNew !== undefined && lastOld !== undefined ? Math.max(0, lastOld - firstNew) : undefined,
      twoBuildsWindowByPathMs: { renderer: windowOf('page (renderer)'), gateway: windowOf('page (gateway)') },
      takenAfterMs: firstNew !== undefined ? firstNew - remoteDeployedAt : undefined,
    },
    rendererRssMiB: { beforeDeploy: rss.before, peak: rss.peak, atEnd: rssAfter },
    service: {
      rollStartedAtMs: serviceRollStartedAt,
      newReadyAtMs: newReadyAt,
      oldExitedAtMs: oldExitedAt,
      twoReplicasWindowMs: oldExitedAt - serviceRollStartedAt,
    },
  };
  const date = new Date().toISOString().slice(0, 10);
  const row = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  const markdown = [
    `# Deploy drill, ${date}`,
    '',
    'Made by (after `npm run build`):',
    '',
    '```',
    COMMAND,
    '```',
    '',
    `Machine: ${report.machine.nproc} cores (${report.machine.cpuModel}), Node ${report.machine.node}; load average ${LOAD_AT_START.join(', ')} at the start, ${report.machine.loadAverageAtEnd.join(', ')} at the end; the stack and the readers share the cores. Code: git ${report.git.commit}${report.git.dirty ? ' (with changes)' : ''}.`,
    '',
    `The stack: \`startStack\` over Redis on loopback, rate limits off, the renderer checking the remotes every 1 s. ${READERS} readers read, one request after another, the article through the gateway, the article straight from the renderer, and ${API_ROUTES.join(', ')}.`,
    '',
    '## Goal',
    '',
    row(['goal', 'seen', 'met']),
    row(['---', '---', '---']),
    row([
      'no failed request (not a 200, or a page without its article)',
      `${failed.length} of ${reads.length}`,
      failed.length === 0 ? '✓' : '✗',
    ]),
    '',
    '## Reads',
    '',
    row(['what', 'reads', 'failed']),
    row(['---', '---', '---']),
    ...Object.entries(byWhat).map(([what, counts]) => row([what, String(counts.reads), String(counts.failed)])),
    '',
    '## Two versions answering',
    '',
    row(['deploy', 'window', 'how it is measured']),
    row(['---', '---', '---']),
    row([
      `remote ${REMOTE_DIR} (\`${builds.before}\` → \`${builds.after}\`)`,
      report.remote.twoBuildsWindowMs === undefined ? 'not seen' : `${report.remote.twoBuildsWindowMs} ms`,
      `first page naming the new build (${report.remote.takenAfterMs ?? '?'} ms after the deploy) to the last naming the old; ` +
        `straight from the renderer ${report.remote.twoBuildsWindowByPathMs.renderer ?? '?'} ms (readers' requests under way at the swap), ` +
        `through the gateway ${report.remote.twoBuildsWindowByPathMs.gateway ?? '?'} ms (its pages of the old build until its version check, every 5 s)`,
    ]),
    row([
      'content service, one replica rolled',
      `${report.service.twoReplicasWindowMs} ms`,
      `new replica started to old one exited (new ready after ${newReadyAt - serviceRollStartedAt} ms)`,
    ]),
    '',
    `The renderer's resident memory: ${rss.before} MiB before the deploy, ${rss.peak} MiB at most (two render workers for a moment), ${rssAfter} MiB at the end.`,
    '',
    ...(failed.length
      ? ['## Failures (first 20)', '', ...failed.slice(0, 20).map((r) => `- ${r.at} ms ${r.what}: ${r.status} ${r.error ?? ''}`), '']
      : []),
  ].join('\n');
  const base = writeResults(OUT_DIR, `deploys-${date}`, report, markdown);
  log(`${failed.length} of ${reads.length} reads failed; results in ${base}.{json,md}`);
  disarm();
  await cleanup();
  process.exit(failed.length === 0 ? 0 : 1);
} catch (error) {
  console.error(error);
  disarm();
  await cleanup();
  process.exit(1);
}
