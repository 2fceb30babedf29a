// @ts-check
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../embedded/stack.mjs';
import { COMBOS } from './combos.mjs';
import { preparePrevious, previousRelease } from './previous.mjs';

/**
 * The skew suite (docs/releasing.md, "Skew tests"): `--prepare` makes the previous release's tree
 * (worktree, install, build); `--browser` runs the smoke specs once per combination of parts at
 * N−1 and N, each on a stack of its own. With neither, both in turn. Ends with a count line.
 *   node deploy/skew/run.mjs [--prepare | --browser]
 */
const mode = process.argv[2];
if (mode !== undefined && mode !== '--prepare' && mode !== '--browser') {
  console.error('usage: node deploy/skew/run.mjs [--prepare | --browser]');
  process.exit(2);
}
const started = Date.now();
if (mode !== '--browser') {
  const previous = preparePrevious(REPO_ROOT);
  if (!previous) {
    console.log('skew: no release recorded under releases/ differs from the working tree; nothing to test');
    process.exit(0);
  }
  console.log(`skew N-1 is ${previous.commit.slice(0, 7)} (${previous.releases.join(', ')}), in ${elapsed(started)}`);
}
if (mode === '--browser' && !previousRelease(REPO_ROOT)) {
  console.log('skew: no release recorded under releases/ differs from the working tree; nothing to test');
  process.exit(0);
}
if (mode !== '--prepare') {
  let passed = 0;
  let failed = 0;
  for (const combo of COMBOS) {
    const comboStarted = Date.now();
    const status = await playwright(combo);
    const counts = countsOf(combo);
    passed += counts.passed;
    failed += counts.failed + (status !== 0 && counts.failed === 0 ? 1 : 0);
    console.log(`skew ${combo}: ${counts.passed} passed, ${counts.failed} failed in ${elapsed(comboStarted)}`);
  }
  console.log(`skew: ${passed} passed, ${failed} failed in ${elapsed(started)}`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

/** @param {string} combo @returns {Promise<number | null>} */
function playwright(combo) {
  // A report left by an earlier run must not be counted for this one.
  rmSync(reportOf(combo), { force: true });
  const child = spawn(join(REPO_ROOT, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'e2e/skew.config.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, SKEW_COMBO: combo },
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** @param {string} combo */
function countsOf(combo) {
  try {
    const report = JSON.parse(readFileSync(reportOf(combo), 'utf8'));
    return { passed: report.stats?.expected ?? 0, failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0) };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

/** Where e2e/skew.config.ts writes a combination's JSON report. @param {string} combo */
function reportOf(combo) {
  return join(REPO_ROOT, '.data', 'test-reports', `skew-${combo}.json`);
}

/** @param {number} since */
function elapsed(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)}s`;
}
