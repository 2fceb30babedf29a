// @ts-check
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_FILE, recordedVersions } from '../contracts/releases.mjs';

/**
 * The previous release (N−1) as a tree of its own, built, for the skew suite (docs/releasing.md,
 * "Skew tests"): the newest release recorded under releases/ whose commit's tree is not the working
 * tree's, checked out as a git worktree in `.data/skew/<commit>`, with its own install and its own
 * build. Only commit ids read from releases/ (40 hex digits) name a path or reach git.
 */

const COMMIT = /^[0-9a-f]{40}$/;

/**
 * Every commit a release was recorded from, with the releases cut from it.
 * @param {string} releasesDir
 * @returns {Map<string, string[]>} commit → `<deployable>@<version>`
 */
export function recordedCommits(releasesDir) {
  /** @type {Map<string, string[]>} */
  const commits = new Map();
  for (const deployable of deployableDirs(releasesDir)) {
    for (const version of recordedVersions(releasesDir, deployable)) {
      const { commit } = JSON.parse(readFileSync(join(releasesDir, deployable, version, RELEASE_FILE), 'utf8'));
      if (typeof commit !== 'string' || !COMMIT.test(commit)) {
        throw new Error(`releases/${deployable}/${version}/${RELEASE_FILE}: commit must be 40 hex digits`);
      }
      commits.set(commit, [...(commits.get(commit) ?? []), `${deployable}@${version}`]);
    }
  }
  return commits;
}

/** The folders under releases/ that hold versions: `gateway`, `services/content`, … @param {string} releasesDir */
function deployableDirs(releasesDir, prefix = '') {
  const dir = join(releasesDir, prefix);
  if (!existsSync(dir)) return [];
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (recordedVersions(releasesDir, name).length) found.push(name);
    else found.push(...deployableDirs(releasesDir, name));
  }
  return found;
}

/**
 * N−1: of the recorded commits, the newest (by commit date) whose tree differs from HEAD's, so that
 * a release commit that only records itself is not taken for the previous version.
 * @param {string} root the repository
 * @returns {{ commit: string, releases: string[] } | undefined}
 */
export function previousRelease(root) {
  const head = git(root, ['rev-parse', 'HEAD^{tree}']);
  const candidates = [...recordedCommits(join(root, 'releases'))]
    .map(([commit, releases]) => {
      const found = spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root });
      if (found.status !== 0) {
        throw new Error(`commit ${commit} (${releases.join(', ')}) is not in this clone: fetch the full history (git fetch --unshallow)`);
      }
      return { commit, releases, date: Number(git(root, ['show', '-s', '--format=%ct', commit])) };
    })
    .filter(({ commit }) => git(root, ['rev-parse', `${commit}^{tree}`]) !== head)
    .sort((a, b) => b.date - a.date);
  const [newest] = candidates;
  return newest && { commit: newest.commit, releases: newest.releases };
}

/**
 * The previous release's tree, ready to run: a worktree of its commit (kept and reused while its
 * HEAD is that commit and nothing in it is changed), installed and built. Each step says how long it took.
 * @param {string} root the repository
 * @param {(line: string) => void} [log]
 * @returns {{ commit: string, releases: string[], dir: string } | undefined} undefined when no release differs from the working tree
 */
export function preparePrevious(root, log = console.log) {
  const previous = previousRelease(root);
  if (!previous) return undefined;
  const { commit } = previous;
  if (!COMMIT.test(commit)) throw new Error(`not a commit id: ${commit}`);
  const dir = join(root, '.data', 'skew', commit);

  timed(log, 'worktree', () => {
    if (intact(dir, commit)) return 'reused';
    // A half-made or changed copy is made again from the commit.
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.installed-lock`, { force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
    mkdirSync(join(root, '.data', 'skew'), { recursive: true });
    git(root, ['worktree', 'add', '--force', '--detach', dir, commit]);
    return `checked out ${commit.slice(0, 7)}`;
  });
  timed(log, 'install', () => install(root, dir));
  timed(log, 'build', () => {
    // Its own build scripts, as they were at that commit (incremental: quick when nothing changed).
    run('npm', ['run', 'build'], dir);
    return 'built';
  });
  return { ...previous, dir };
}

/**
 * The old tree's packages, installed from its own lock file once and kept while that lock is the
 * one installed. The working tree's node_modules is not shared even when the lock files are the
 * same: npm's workspace links in it (`@livefully/*`) lead into the working tree, so an old service
 * would run the new contracts package; the install says whether the lock files differ.
 * @param {string} root @param {string} dir
 */
function install(root, dir) {
  const lock = readFileSync(join(dir, 'package-lock.json'), 'utf8');
  // The lock file the last install was made from, kept beside the worktree.
  const marker = `${dir}.installed-lock`;
  if (existsSync(join(dir, 'node_modules')) && existsSync(marker) && readFileSync(marker, 'utf8') === lock) {
    return 'kept (made from this lock file)';
  }
  const same = lock === readFileSync(join(root, 'package-lock.json'), 'utf8');
  // npm install, as CI installs (the registry mirror serves this platform's optional binaries only,
  // which npm ci can call out of sync); the lock file it may rewrite is put back as recorded, so the
  // worktree stays unchanged and is reused next time.
  seedFrom(root, dir);
  run('npm', ['install', '--no-fund', '--no-audit'], dir);
  git(dir, ['checkout', '--', 'package-lock.json']);
  writeFileSync(marker, lock);
  return same ? 'installed (the same lock file as the working tree)' : 'installed (its lock file differs from the working tree)';
}

/**
 * Starts the old tree's node_modules as hard links to the working tree's, so that npm install
 * fetches, unpacks and builds only the packages whose versions differ (measured on the CI machine:
 * 140 s from empty). The workspace links (`@livefully/*`) are relative and so lead into the old
 * tree once copied. npm replaces a package it changes rather than writing into its files, so no
 * install in one tree changes the other's; npm's own record of the tree
 * (`node_modules/.package-lock.json`), which it rewrites, is left out and made again.
 * @param {string} root @param {string} dir
 */
function seedFrom(root, dir) {
  const from = join(root, 'node_modules');
  const to = join(dir, 'node_modules');
  if (existsSync(to) || !existsSync(from)) return;
  const copy = spawnSync('cp', ['-al', from, to]);
  if (copy.status !== 0) return void rmSync(to, { recursive: true, force: true });
  rmSync(join(to, '.package-lock.json'), { force: true });
}

/** The worktree is there, at the commit, with no tracked file changed. @param {string} dir @param {string} commit */
function intact(dir, commit) {
  if (!existsSync(join(dir, '.git'))) return false;
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' });
  if (head.status !== 0 || head.stdout.trim() !== commit) return false;
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: dir, encoding: 'utf8' });
  return status.status === 0 && status.stdout.trim() === '';
}

/** @param {(line: string) => void} log @param {string} step @param {() => string} work */
function timed(log, step, work) {
  const started = Date.now();
  const outcome = work();
  log(`skew N-1 ${step.padEnd(9)} ${outcome} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

/** @param {string} root @param {string[]} args */
function git(root, args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
}

/**
 * The previous release's tree as preparePrevious left it, for the skew stack to run parts from.
 * @param {string} root the repository
 * @returns {{ commit: string, releases: string[], dir: string }}
 */
export function previousTree(root) {
  const previous = previousRelease(root);
  if (!previous) throw new Error('no release recorded under releases/ differs from the working tree');
  const dir = join(root, '.data', 'skew', previous.commit);
  if (!intact(dir, previous.commit) || !existsSync(join(dir, 'gateway', 'dist', 'main.js'))) {
    throw new Error(`the previous release (${previous.commit.slice(0, 7)}) is not built: node deploy/skew/run.mjs --prepare`);
  }
  return { ...previous, dir };
}
