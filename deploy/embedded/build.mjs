// @ts-check
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webApps from '../../packages/contracts/src/web-apps.json' with { type: 'json' };
import { REPO_ROOT } from './stack.mjs';

export const WEB_APPS = [webApps.shell.dir, ...webApps.remotes.map((remote) => remote.dir)];
const SHARED_WEB_SOURCES = ['packages/web-kit', 'packages/content-queries', 'packages/contracts/src'];
// @mf-types: the remotes' types the typecheck unpacks into the shell (remote-types.mjs), not a source.
const IGNORED = new Set(['node_modules', 'dist', '.data', '@mf-types']);

/** @param {string} dir @returns {number} newest modification time below dir */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir)) {
    if (!IGNORED.has(entry)) latest = Math.max(latest, newest(join(dir, entry)));
  }
  return latest;
}

/** @param {string[]} command @param {string} what */
function run(command, what) {
  const started = Date.now();
  const [bin = 'npm', ...args] = command;
  const result = spawnSync(bin, args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error(`${what} failed`);
  }
  return ((Date.now() - started) / 1000).toFixed(1);
}

/** Compiles the Node apps (tsc -b is incremental: quick when nothing changed). */
export function buildServer(log = console.log) {
  const seconds = run([process.execPath, join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.server.json'], 'server build');
  log(`server build   done in ${seconds}s`);
}

/**
 * Renders the seed's images to the 1200x630 PNGs link previews take, in images/share/ (the
 * gateway and nginx serve it at /images/share/); up-to-date ones are kept, a bad file is named.
 */
function buildShareImages(log = console.log) {
  const started = Date.now();
  const script = join(REPO_ROOT, 'deploy/embedded/share-images.mjs');
  const result = spawnSync(process.execPath, [script], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error('share images failed');
  }
  const lines = result.stdout.trim().split('\n');
  for (const line of lines.slice(0, -1)) log(line);
  log(`share images   ${lines.at(-1)} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

/** Builds each web app (or each of `apps`) whose sources changed since its last build. */
export function buildWeb(log = console.log, { force = false, apps = WEB_APPS } = {}) {
  if (apps === WEB_APPS) buildShareImages(log);
  const shared = Math.max(...SHARED_WEB_SOURCES.map((dir) => newest(join(REPO_ROOT, dir))));
  for (const app of apps) {
    const stamp = join(REPO_ROOT, app, 'dist', '.build-stamp');
    const sources = Math.max(shared, newest(join(REPO_ROOT, app)));
    if (!force && existsSync(stamp) && statSync(stamp).mtimeMs >= sources) continue;
    const seconds = run(['npm', 'run', 'build', '--silent', '--workspace', app], `${app} build`);
    writeFileSync(stamp, new Date().toISOString());
    log(`${app.padEnd(14)} built in ${seconds}s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const force = process.argv.includes('--force');
  if (!process.argv.includes('--web-only')) buildServer();
  buildWeb(console.log, { force });
}
