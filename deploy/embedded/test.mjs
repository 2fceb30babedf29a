// @ts-check
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePgClient, MissingPgClient } from '../backup/pg-client.mjs';
import { buildServer, buildWeb } from './build.mjs';
import { ensurePrerequisites, MissingPrerequisites } from './prerequisites.mjs';
import { unpackRemoteTypes } from './remote-types.mjs';
import { REPO_ROOT } from './stack.mjs';
import { COMBOS } from '../skew/combos.mjs';

/**
 * `npm test`: checks the system packages it needs (installing them as root) and PostgreSQL 18's
 * dump tools, builds what changed, then type-checks every TypeScript project and lints the
 * repository, then runs the unit tests, the cross-process integration
 * tests (real PostgreSQL and Redis), the browser tests, the deployment checks (Kubernetes
 * manifests, compose configurations) and the skew suite (the previous release's parts beside this
 * one's), and ends with one count line. `npm test -- unit deploy` runs only the suites named.
 */
const reports = join(REPO_ROOT, '.data', 'test-reports');
mkdirSync(reports, { recursive: true });
const bin = (/** @type {string} */ name) => join(REPO_ROOT, 'node_modules', '.bin', name);

// `node -v` of the run: npm puts the project's Node 24 (the `node` package) first on PATH.
console.log(`node ${process.version}`);
try {
  ensurePrerequisites();
  // PostgreSQL 18's pg_dump and pg_restore for the backup-and-restore test (cached in .data/tools).
  ensurePgClient({ log: console.log });
} catch (error) {
  if (!(error instanceof MissingPrerequisites || error instanceof MissingPgClient)) throw error;
  console.error(`test: ${error.message}`);
  process.exit(1);
}
buildServer();
buildWeb();
// Once, before the typecheck and lint read them side by side (remote-types.mjs).
unpackRemoteTypes();

const suites = [
  // The static checks: each counts as one test, passed or failed.
  { name: 'typecheck', command: [process.execPath, join(REPO_ROOT, 'deploy/embedded/typecheck.mjs')], count: checkCounts },
  { name: 'lint', command: [process.execPath, join(REPO_ROOT, 'deploy/embedded/lint.mjs')], count: checkCounts },
  {
    name: 'unit',
    command: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'unit.json')}`],
    count: vitestCounts('unit.json'),
  },
  {
    name: 'integration',
    command: [
      bin('vitest'),
      'run',
      '--config',
      'vitest.integration.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'integration.json')}`,
    ],
    count: vitestCounts('integration.json'),
  },
  {
    name: 'e2e',
    command: [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    count: playwrightCounts,
  },
  {
    name: 'deploy',
    command: [
      bin('vitest'),
      'run',
      '--config',
      'deploy/checks/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'deploy.json')}`,
    ],
    count: vitestCounts('deploy.json'),
  },
  // The skew suite (docs/releasing.md, "Skew tests") in two steps: the previous release's tree is
  // installed and built beside the tests that wait on processes, its browser part runs last.
  {
    name: 'skew',
    step: 'skew-tree',
    command: [process.execPath, join(REPO_ROOT, 'deploy/skew/run.mjs'), '--prepare'],
    count: checkCounts,
  },
  {
    name: 'skew',
    command: [process.execPath, join(REPO_ROOT, 'deploy/skew/run.mjs'), '--browser'],
    count: skewCounts,
  },
];

/**
 * The suites in phases: first the type check and lint side by side (a minute or two, less when
 * their state in .data is warm), so that a type error or a floating promise fails the run before
 * the long suites start; then the unit tests (CPU-bound) and the deployment checks (which first build
 * their tools on a fresh machine) run beside the integration tests (which mostly wait on the
 * processes they start), with the skew suite's previous release being installed and built, then the
 * browser tests run alone, since they check what a visitor sees and feels, and the skew suite's
 * browser part after them. Side by side, each line says which suite wrote it. A phase names a suite,
 * or a step of one.
 * @type {string[][]}
 */
const phases = [['typecheck', 'lint'], ['unit', 'integration', 'deploy', 'skew-tree'], ['e2e'], ['skew']];
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const phase of phases) {
  const chosen = suites.filter((suite) => phase.includes(suite.step ?? suite.name) && (!only.length || only.includes(suite.name)));
  const statuses = await Promise.all(chosen.map((suite) => runSuite(suite, chosen.length > 1)));
  chosen.forEach((suite, i) => {
    const counts = suite.count(statuses[i]);
    passed += counts.passed;
    failed += counts.failed;
    if (statuses[i] !== 0 && counts.failed === 0) failed += 1;
  });
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

/**
 * Runs one suite; with `prefixed`, its output lines carry the suite's name.
 * @param {{ name: string, step?: string, command: string[], env?: Record<string, string> }} suite
 * @param {boolean} prefixed
 * @returns {Promise<number | null>} the exit status
 */
function runSuite(suite, prefixed) {
  console.log(`\n=== ${suite.step ?? suite.name} tests ===`);
  const [command = '', ...args] = suite.command;
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...(suite.env ?? {}) },
  });
  const prefix = suite.step ?? suite.name;
  if (prefixed) {
    for (const [stream, out] of /** @type {const} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])) {
      if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`[${prefix}] ${line}\n`));
    }
  }
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** A static check counts as one test (a failure is counted below, from its exit status). @param {number | null | undefined} status */
function checkCounts(status) {
  return { passed: status === 0 ? 1 : 0, failed: 0 };
}

/** @param {string} file */
function vitestCounts(file) {
  return () => {
    try {
      const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
      return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
    } catch {
      return { passed: 0, failed: 0 };
    }
  };
}

function playwrightCounts() {
  try {
    const report = JSON.parse(readFileSync(join(reports, 'e2e.json'), 'utf8'));
    return { passed: report.stats?.expected ?? 0, failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0) };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

/** The skew suite's browser part: one Playwright report a combination (deploy/skew/run.mjs). */
function skewCounts() {
  let passed = 0;
  let failed = 0;
  for (const combo of COMBOS) {
    try {
      const report = JSON.parse(readFileSync(join(reports, `skew-${combo}.json`), 'utf8'));
      passed += report.stats?.expected ?? 0;
      failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
    } catch {
      // A combination that wrote no report: the suite's exit status counts it.
    }
  }
  return { passed, failed };
}
