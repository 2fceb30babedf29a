// @ts-check
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './stack.mjs';

/**
 * The static checks `npm test` runs first, as `npm run typecheck` and `npm run lint` run them.
 * Both keep what they learnt under .data/, so a second run re-checks only what changed.
 */

const tsc = join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
const eslint = join(REPO_ROOT, 'node_modules/eslint/bin/eslint.js');
const tscState = join(REPO_ROOT, '.data', 'tsc');

/**
 * Every TypeScript project of the repository. The web apps and the kits they share are built by
 * rspack with swc, which strips types without checking them: this is their only check. The root
 * tsconfig.json holds what no build compiles (the server side's tests, the deploy scripts and
 * the configs, with the .mjs files they import); `tsc -b` on it first brings the server projects
 * it references up to date (incremental through their own `.tsbuildinfo`).
 */
export const TYPECHECK_PROJECTS = [
  'tsconfig.json',
  'packages/web-kit',
  'packages/content-queries',
  'shell',
  'mf-content',
  'mf-search',
  'mf-engage',
  'mf-admin',
  'e2e',
];

/**
 * The command that type-checks one project: `tsc -b` for the composite server build, `tsc -p`
 * for the others, with their incremental state in .data/tsc (they emit nothing themselves).
 * @param {string} project
 * @returns {string[]}
 */
export function typecheckCommand(project) {
  if (project.endsWith('.json')) return [process.execPath, tsc, '-b', project];
  const state = join(tscState, `${project.replaceAll('/', '-')}.tsbuildinfo`);
  return [process.execPath, tsc, '-p', project, '--incremental', '--tsBuildInfoFile', state, '--pretty', 'false'];
}

/** The heap a full lint may use, in MB: its measured need and a third again for the repository's growth. */
export const LINT_HEAP_MB = 7168;

/**
 * ESLint over the given paths, with its cache in .data: an unchanged file is not linted again
 * (keyed on content, so a checkout that rewrites a file unchanged costs nothing). The cache does
 * not know that a type-aware finding can come from another file (a function that now returns a
 * promise makes its callers' calls float): CI starts without it, and `rm -r .data/eslint-cache`
 * gives the same full run locally. A full run holds the type information of every project at
 * once (about 5.2 GB resident for the whole repository on 2026-11-27), above Node's default heap
 * limit of about 4 GB: it gets LINT_HEAP_MB.
 * @param {string[]} [paths]
 * @returns {string[]}
 */
export function lintCommand(paths = ['.']) {
  return [
    process.execPath,
    `--max-old-space-size=${LINT_HEAP_MB}`,
    eslint,
    '--cache',
    '--cache-location',
    join(REPO_ROOT, '.data', 'eslint-cache'),
    '--cache-strategy',
    'content',
    ...paths,
  ];
}

/**
 * Runs a command in the repository, passing its output through.
 * @param {string[]} command
 * @returns {Promise<number>} the exit status (1 when killed by a signal)
 */
export function run(command) {
  const [file = '', ...args] = command;
  const child = spawn(file, args, { cwd: REPO_ROOT, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}
