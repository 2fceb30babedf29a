import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { K8S_DIR, OVERLAYS, render, requireTools, resourceFilesOf, TOOLS } from './render.js';

/**
 * Every manifest, as rendered and as written, against the Kubernetes schemas that
 * kubernetes-validate ships (strict: an unknown field fails) for the oldest and the newest
 * Kubernetes we support, and every custom resource against its operator's CRD
 * (validate-manifests.py says exactly what is and is not checked). One run of it for all the
 * files: reading the CRDs is most of its time.
 */
const KUBERNETES_VERSIONS = ['1.33.0', '1.37.0'];
const BUILDS = [
  'base',
  ...OVERLAYS.map((name) => `overlays/${name}`),
  ...readdirSync(join(K8S_DIR, 'components')).map((name) => `components/${name}`),
];
const WRITTEN = BUILDS.flatMap(resourceFilesOf);
const folder = mkdtempSync(join(tmpdir(), 'livefully-manifests-'));
const renderedFile = (build: string) => join(folder, `${build.replaceAll('/', '-')}.yaml`);
const badFile = join(folder, 'bad.yaml');

type Report = Record<string, { checked: number; errors: string[] }>;
let report: Report;

function validate(files: string[]): Report {
  requireTools();
  const args = [join(import.meta.dirname, 'validate-manifests.py'), '--crds', TOOLS.crdDir];
  for (const version of KUBERNETES_VERSIONS) args.push('--kubernetes-version', version);
  const result = spawnSync(TOOLS.python, [...args, ...files], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`validate-manifests.py failed:\n${result.stderr}${result.stdout}`);
  return JSON.parse(result.stdout);
}

beforeAll(() => {
  for (const build of BUILDS) writeFileSync(renderedFile(build), render(build).yaml);
  writeFileSync(
    badFile,
    [
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: a}\nspec:\n  replica: 2\n  selector: {matchLabels: {x: y}}\n  template: {metadata: {labels: {x: y}}, spec: {containers: [{name: a, image: a}]}}',
      'apiVersion: elasticsearch.k8s.elastic.co/v1\nkind: Elasticsearch\nmetadata: {name: b}\nspec: {version: 8.19.0, nodeSet: []}',
      'apiVersion: postgresql.cnpg.io/v1\nkind: Cluster\nmetadata: {name: c}\nspec: {instances: three}',
      'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: d}',
    ].join('\n---\n'),
  );
  report = validate([...BUILDS.map(renderedFile), ...WRITTEN, badFile]);
}, 120_000);

describe('schemas', () => {
  it.each(BUILDS)('%s, rendered, validates', (build) => {
    expect(report[renderedFile(build)]?.errors).toEqual([]);
    expect(report[renderedFile(build)]?.checked).toBe(render(build).objects.length);
  });

  it('every manifest as written validates', () => {
    expect(WRITTEN.length).toBeGreaterThan(10);
    const errors = WRITTEN.flatMap((file) =>
      (report[file]?.errors ?? ['not checked']).map((error) => `${relative(K8S_DIR, file)}: ${error}`),
    );
    expect(errors).toEqual([]);
  });

  it('refuses a misspelt field, a wrong type and an unknown kind, in built-in and custom resources alike', () => {
    const errors = report[badFile]?.errors ?? [];
    expect(errors.some((e) => /^Deployment\/a: .*replica/.test(e))).toBe(true);
    expect(errors.some((e) => /^Elasticsearch\/b: .*nodeSet/.test(e))).toBe(true);
    expect(errors.some((e) => /^Cluster\/c: spec.instances/.test(e))).toBe(true);
    expect(errors.some((e) => /^Widget\/d: .*no CRD/.test(e))).toBe(true);
  });
});
