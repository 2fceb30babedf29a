// @ts-check
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, buildWeb } from './build.mjs';
import { ensureDeployTools, ensurePrerequisites, MissingPrerequisites } from './prerequisites.mjs';
import { REPO_ROOT } from './stack.mjs';

/**
 * `npm test`: checks the system packages it needs (installing them as root) and the deployment
 * checks' tools, builds what changed, then runs the unit tests, the cross-process integration
 * tests (real PostgreSQL and Redis), the browser tests and the deployment checks (Kubernetes
 * manifests, compose configurations), and ends with one count line. `npm test -- unit deploy`
 * runs only the suites named.
 */
const reports = join(REPO_ROOT, '.data', 'test-reports');
mkdirSync(reports, { recursive: true });
const bin = (/** @type {string} */ name) => join(REPO_ROOT, 'node_modules', '.bin', name);

// `node -v` of the run: npm puts the project's Node 24 (the `node` package) first on PATH.
console.log(`node ${process.version}`);
const only = process.argv.slice(2);
const selected = (/** @type {string} */ name) => only.length === 0 || only.includes(name);
try {
  ensurePrerequisites();
  if (selected('deploy')) ensureDeployTools({ toolsDir: join(REPO_ROOT, '.data', 'tools') });
} catch (error) {
  if (!(error instanceof MissingPrerequisites)) throw error;
  console.error(`test: ${error.message}`);
  process.exit(1);
}
buildServer();
buildWeb();

const suites = [
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
];

let passed = 0;
let failed = 0;
for (const suite of suites) {
  if (!selected(suite.name)) continue;
  console.log(`\n=== ${suite.name} tests ===`);
  const [command = '', ...args] = suite.command;
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...(suite.env ?? {}) } });
  const counts = suite.count();
  passed += counts.passed;
  failed += counts.failed;
  if (result.status !== 0 && counts.failed === 0) failed += 1;
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

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
