// @ts-check
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import which from 'which';

/**
 * The tools of the deployment checks (docs/kubernetes.md, "Checks"), each pinned here and
 * built or installed once into `.data/tools/` from the registries a CI machine reaches: Go
 * modules (kustomize, compose-go for `docker compose config`, oasdiff for the contract checks,
 * and the operators' CRDs, which their Go modules carry) and PyPI (kubernetes-validate, which ships the Kubernetes schemas).
 */
export const TOOL_VERSIONS = {
  kustomize: { module: 'sigs.k8s.io/kustomize/kustomize/v5', version: 'v5.7.1' },
  // `docker compose config` is compose-config (beside this file): docker compose's own loader
  // and config steps, pinned by its go.mod, without building the whole of docker compose.
  compose: { module: 'github.com/compose-spec/compose-go/v2', version: 'v2.9.1' },
  kubernetesValidate: { version: '1.37.0' },
  // The contract checks' breaking-change rules for OpenAPI documents (docs/contract-checks.md).
  oasdiff: { module: 'github.com/oasdiff/oasdiff', version: 'v1.37.0' },
};

/** The CRDs of the operators the manifests use, as the operators install them. */
export const CRD_SOURCES = [
  {
    module: 'github.com/cloudnative-pg/cloudnative-pg',
    version: 'v1.30.0',
    files: ['config/crd/bases/postgresql.cnpg.io_clusters.yaml', 'config/crd/bases/postgresql.cnpg.io_scheduledbackups.yaml'],
  },
  {
    module: 'github.com/cloudnative-pg/plugin-barman-cloud',
    version: 'v0.15.0',
    files: ['config/crd/bases/barmancloud.cnpg.io_objectstores.yaml'],
  },
  { module: 'github.com/elastic/cloud-on-k8s/v3', version: 'v3.5.0', files: ['config/crds/v1/all-crds.yaml'] },
  {
    module: 'github.com/prometheus-operator/prometheus-operator',
    version: 'v0.85.0',
    files: ['example/prometheus-operator-crd/monitoring.coreos.com_podmonitors.yaml'],
  },
];

export class ToolInstallError extends Error {}

const COMPOSE_CONFIG_DIR = join(import.meta.dirname, 'compose-config');

/** A short hash of a source folder's files, so that a change of them builds anew. @param {string} dir */
function sourceHash(dir) {
  const hash = createHash('sha256');
  for (const file of ['go.mod', 'go.sum', 'main.go']) hash.update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * Where each tool lives under `toolsDir` (`.data/tools`); the names carry the versions, so a
 * version bump installs anew and an old cache is never used by mistake.
 * @param {string} toolsDir
 */
export function toolPaths(toolsDir) {
  const { kustomize, kubernetesValidate, oasdiff } = TOOL_VERSIONS;
  const crdKey = CRD_SOURCES.map((source) => `${source.module}@${source.version}`).join('\n');
  return {
    kustomize: join(toolsDir, 'bin', `kustomize-${kustomize.version}`),
    oasdiff: join(toolsDir, 'bin', `oasdiff-${oasdiff.version}`),
    compose: join(toolsDir, 'bin', `compose-config-${sourceHash(COMPOSE_CONFIG_DIR)}`),
    python: join(toolsDir, `kubernetes-validate-${kubernetesValidate.version}`, 'bin', 'python'),
    crdDir: join(toolsDir, 'crds'),
    crdStamp: join(toolsDir, 'crds', 'sources.txt'),
    crdKey,
  };
}

/** @param {string} toolsDir */
export function missingTools(toolsDir) {
  const paths = toolPaths(toolsDir);
  const missing = [];
  if (!existsSync(paths.kustomize)) missing.push('kustomize');
  if (!existsSync(paths.oasdiff)) missing.push('oasdiff');
  if (!existsSync(paths.compose)) missing.push('compose-config');
  if (!existsSync(paths.python)) missing.push('kubernetes-validate');
  if (!existsSync(paths.crdStamp) || readFileSync(paths.crdStamp, 'utf8') !== paths.crdKey) missing.push('CRDs');
  return missing;
}

/**
 * Installs what is missing, one line each, and returns what it installed. Go (1.24 or newer)
 * and Python 3 with venv must be on the machine.
 * @param {{ toolsDir: string, log?: (line: string) => void }} options
 * @returns {string[]}
 */
export function installTools({ toolsDir, log = console.log }) {
  const paths = toolPaths(toolsDir);
  const missing = missingTools(toolsDir);
  if (missing.length === 0) return [];
  const go = findGo();
  mkdirSync(join(toolsDir, 'bin'), { recursive: true });
  for (const tool of missing) {
    const started = performance.now();
    if (tool === 'kustomize') goInstall(go, TOOL_VERSIONS.kustomize, 'kustomize', paths.kustomize);
    if (tool === 'oasdiff') goInstall(go, TOOL_VERSIONS.oasdiff, 'oasdiff', paths.oasdiff);
    if (tool === 'compose-config') goBuild(go, COMPOSE_CONFIG_DIR, paths.compose);
    if (tool === 'kubernetes-validate')
      installKubernetesValidate(join(toolsDir, `kubernetes-validate-${TOOL_VERSIONS.kubernetesValidate.version}`));
    if (tool === 'CRDs') copyCrds(go, paths.crdDir, paths.crdStamp, paths.crdKey);
    log(`deploy-tools   ${tool} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return missing;
}

function findGo() {
  const go = which.sync('go', { nothrow: true }) ?? (existsSync('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : null);
  if (!go) throw new ToolInstallError('the deployment checks build kustomize and compose-config with Go 1.24 or newer: put go on PATH');
  return go;
}

/** Go's own caches (modules, builds) stay where the machine keeps them; only the binaries land here. */
function goEnv() {
  const flags = `${process.env.GOFLAGS ?? ''} -modcacherw`.trim();
  return { ...process.env, GOFLAGS: flags, GOTOOLCHAIN: 'local', CGO_ENABLED: '0' };
}

/**
 * @param {string} go
 * @param {{ module: string, version: string }} tool
 * @param {string} builtName the binary `go install` writes (the last element of the package path)
 * @param {string} target
 */
function goInstall(go, tool, builtName, target) {
  const gobin = mkdtempSync(`${target}.build-`);
  try {
    run(go, ['install', `${tool.module}@${tool.version}`], { ...goEnv(), GOBIN: gobin });
    renameSync(join(gobin, builtName), target);
  } finally {
    rmSync(gobin, { recursive: true, force: true });
  }
}

/**
 * Builds the Go command in `dir` (a module of this repository, its dependencies pinned and
 * checked by its go.sum).
 * @param {string} go
 * @param {string} dir
 * @param {string} target
 */
function goBuild(go, dir, target) {
  const built = `${target}.build`;
  run(go, ['build', '-C', dir, '-trimpath', '-o', built, '.'], goEnv());
  renameSync(built, target);
}

/**
 * kubernetes-validate in a venv of its own; a failed install removes the venv, so that it is
 * never taken for a finished one.
 * @param {string} venv
 */
function installKubernetesValidate(venv) {
  rmSync(venv, { recursive: true, force: true });
  run('python3', ['-m', 'venv', venv]);
  const python = join(venv, 'bin', 'python');
  try {
    run(python, [
      '-m',
      'pip',
      'install',
      '--quiet',
      '--disable-pip-version-check',
      `kubernetes-validate==${TOOL_VERSIONS.kubernetesValidate.version}`,
    ]);
    run(python, ['-c', 'import kubernetes_validate, jsonschema, yaml']);
  } catch (error) {
    rmSync(venv, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The CRD files out of the operators' Go modules (`go mod download` verifies each module
 * against the checksum database), copied so that the checks need no Go.
 * @param {string} go
 * @param {string} crdDir
 * @param {string} stamp
 * @param {string} key
 */
function copyCrds(go, crdDir, stamp, key) {
  rmSync(crdDir, { recursive: true, force: true });
  mkdirSync(crdDir, { recursive: true });
  for (const source of CRD_SOURCES) {
    const out = run(go, ['mod', 'download', '-json', `${source.module}@${source.version}`], goEnv());
    const { Dir: dir } = JSON.parse(out);
    for (const file of source.files) copyFileSync(join(dir, file), join(crdDir, file.split('/').pop() ?? file));
  }
  writeFileSync(stamp, key);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new ToolInstallError(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr}`,
    );
  }
  return result.stdout;
}
