// @ts-check
/**
 * What each Node image carries: the production `node_modules` of each deployable, staged the way
 * its image's build stage stages it (deploy/docker/stage-app.mjs: the workspace, the local
 * packages it depends on, `npm install --omit=dev` from the lock file) in a temporary folder,
 * and measured (the bytes of every file, symlinks not followed: what an image layer holds). No
 * Docker engine needed.
 *
 *   node bench/images/run.mjs [--only gateway,services/content] [--out DIR]
 *
 * After `npm run build:server`, each staged app is also started from the staged folder alone
 * (its compiled code copied in, as the image holds it) with a bad setting: it must get past
 * loading its modules and stop on its configuration, showing the pruned tree is enough.
 *
 * Also stages `all` (every workspace's production dependencies: what the single image for
 * every process carried before each deployable had its own). Goal: under 150 MiB per service.
 * The renderer runs the shell's self-contained server bundle: its image holds only what the
 * bundle's Node host imports. The web tier and the remotes are nginx with static files.
 * Results: bench/results/images-<date>.md (or --out DIR) with the command that made them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { installProduction, REPO_ROOT, stage, stageServer } from '../../deploy/docker/stage-app.mjs';

const MIB = 1024 * 1024;
const GOAL_MIB = 150;
/** @type {Array<{ name: string, workspace: string, image: string, server?: string }>} */
const DEPLOYABLES = [
  { name: 'gateway', workspace: 'gateway', image: 'livefully/gateway' },
  { name: 'content', workspace: 'services/content', image: 'livefully/content' },
  { name: 'search', workspace: 'services/search', image: 'livefully/search' },
  { name: 'engage', workspace: 'services/engage', image: 'livefully/engage' },
  { name: 'identity', workspace: 'services/identity', image: 'livefully/identity' },
  // The shell's server bundle is self-contained: the image holds only what its Node host imports.
  { name: 'renderer', workspace: 'shell', server: 'shell/server', image: 'livefully/renderer' },
  { name: 'one image for all (before)', workspace: 'all', image: 'node-app.Dockerfile before issue 17' },
];

/** @param {string} path @returns {number} bytes of the files below path (symlinks not followed) */
function sizeOf(path) {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return 0;
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const entry of readdirSync(path)) total += sizeOf(join(path, entry));
  return total;
}

/**
 * The packages in a node_modules folder with their sizes (scoped ones by their full name; a
 * package's own nested node_modules counts towards it).
 * @param {string} modules
 * @returns {Array<{ name: string, bytes: number }>}
 */
function packagesIn(modules) {
  /** @type {Array<{ name: string, bytes: number }>} */
  const found = [];
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    const path = join(modules, entry);
    if (lstatSync(path).isSymbolicLink()) continue;
    if (entry.startsWith('@')) {
      for (const scoped of readdirSync(path)) {
        const inner = join(path, scoped);
        if (!lstatSync(inner).isSymbolicLink()) found.push({ name: `${entry}/${scoped}`, bytes: sizeOf(inner) });
      }
    } else found.push({ name: entry, bytes: sizeOf(path) });
  }
  return found;
}

/**
 * Starts the staged app with one bad setting (LOG_LEVEL) and says whether it loaded all its
 * modules first (within 90 s, for a loaded machine): ESM loads the whole static import graph before any code runs, and the app then
 * stops on its configuration (exit 78) without opening a port or a connection.
 * @param {string} out @param {string} workspace @param {string} [server] @returns {'yes' | 'no' | 'not built'}
 */
function loads(out, workspace, server) {
  // The renderer's host checks RENDERER_PORT before it reads the shell's build.
  const [main, setting, status] = server
    ? [join(out, server, 'main.mjs'), 'RENDERER_PORT', 1]
    : [join(out, workspace, 'dist', 'main.js'), 'LOG_LEVEL', 78];
  if (!existsSync(main)) return 'not built';
  const env = { PATH: process.env.PATH, NODE_ENV: 'production', [setting]: 'not-a-setting' };
  const run = spawnSync(process.execPath, [main], { cwd: out, env, encoding: 'utf8', timeout: 90_000 });
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status === status && output.includes(setting)) return 'yes';
  console.error(`${workspace} did not stop on its configuration (exit ${run.status}):\n${output}`);
  return 'no';
}

/** @param {string} workspace @param {string} [server] */
function measure(workspace, server) {
  const out = mkdtempSync(join(tmpdir(), 'livefully-image-'));
  try {
    const started = Date.now();
    const closure = server
      ? (stageServer(workspace, server, out, { copyBuilt: true }), [])
      : stage(workspace, out, { copyBuilt: workspace !== 'all' });
    installProduction(out);
    // The root node_modules and any a workspace keeps for a version it alone needs.
    const folders = [join(out, 'node_modules'), ...closure.map((dir) => join(out, dir, 'node_modules'))].filter((dir) => {
      try {
        return lstatSync(dir).isDirectory();
      } catch {
        return false;
      }
    });
    const packages = folders.flatMap(packagesIn).sort((a, b) => b.bytes - a.bytes);
    return {
      closure,
      bytes: packages.reduce((sum, p) => sum + p.bytes, 0),
      count: packages.length,
      top: packages.slice(0, 6),
      seconds: (Date.now() - started) / 1000,
      loads: workspace === 'all' ? '' : loads(out, workspace, server),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const mib = (/** @type {number} */ bytes) => (bytes / MIB).toFixed(1);

const { values } = parseArgs({ options: { only: { type: 'string' }, out: { type: 'string' } } });
const only = values.only?.split(',').map((item) => item.trim());
const chosen = only ? DEPLOYABLES.filter((d) => only.includes(d.name) || only.includes(d.workspace)) : DEPLOYABLES;
if (chosen.length === 0) throw new Error(`--only names none of: ${DEPLOYABLES.map((d) => d.workspace).join(', ')}`);

const rows = [];
for (const deployable of chosen) {
  const result = measure(deployable.workspace, deployable.server);
  rows.push({ ...deployable, ...result });
  console.log(
    `${deployable.name.padEnd(28)} ${mib(result.bytes).padStart(7)} MiB  ${String(result.count).padStart(4)} packages  ` +
      `loads: ${result.loads || '-'}  (${result.seconds.toFixed(1)} s)`,
  );
}

const date = new Date().toISOString().slice(0, 10);
const command = `node bench/images/run.mjs${values.only ? ` --only ${values.only}` : ''}`;
const lines = [
  `# Image contents: production node_modules per deployable (${date})`,
  '',
  `Command: \`${command}\` (Node ${process.version}, npm from the lock file; no Docker engine: each`,
  "deployable's production install is staged as its image's build stage stages it,",
  '`deploy/docker/stage-app.mjs`, and the bytes of its files are summed).',
  '',
  `Goal: under ${GOAL_MIB} MiB of node_modules per service.`,
  '',
  'Loads: started from the staged folder alone with a bad setting, it loaded every module and stopped on its configuration.',
  '',
  '| deployable | image | workspaces | node_modules (MiB) | packages | goal | loads | largest packages (MiB) |',
  '|---|---|---|---:|---:|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.name} | \`${row.image}\` | ${row.workspace === 'all' ? 'all' : row.server ? `${row.server} (its imports)` : row.closure.join(', ')} | ${mib(row.bytes)} | ${row.count} | ` +
      `${row.workspace === 'all' ? '' : row.bytes < GOAL_MIB * MIB ? 'met' : '**missed**'} | ${row.loads} | ${row.top.map((p) => `${p.name} ${mib(p.bytes)}`).join(', ')} |`,
  ),
  '',
  '| deployable | image | what it carries |',
  '|---|---|---|',
  "| web | `livefully/web` | nginx (unprivileged) with the shell's static build and the seed images |",
  "| mf-content, mf-search, mf-engage, mf-admin | `livefully/mf-…` | nginx (unprivileged) with that remote's static bundle |",
  '',
];
const outDir = resolve(values.out ?? join(REPO_ROOT, 'bench', 'results'));
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `images-${date}.md`);
writeFileSync(file, lines.join('\n'));
console.log(`results: ${file}`);
const missed = rows.filter((row) => row.workspace !== 'all' && row.bytes >= GOAL_MIB * MIB);
if (missed.length) console.log(`goal missed by: ${missed.map((row) => row.name).join(', ')}`);
if (rows.some((row) => row.loads === 'no')) {
  console.error('an app does not load from its staged folder: a dependency is missing from its package.json');
  process.exitCode = 1;
}
