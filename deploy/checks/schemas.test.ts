import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { K8S_DIR, OVERLAYS, render, requireTools, resourceFilesOf, TOOLS } from './render.js';

/**
 * Every manifest, as rendered and as written, against the Kubernetes schemas that
 * kubernetes-validate ships (strict: an unknown field fails) for the oldest and the newest
 * Kubernetes we support, and every custom resource against its operator's CRD
 * (validate-manifests.py says exactly what is and is not checked).
 */
const KUBERNETES_VERSIONS = ['1.33.0', '1.37.0'];
const COMPONENTS = readdirSync(join(K8S_DIR, 'components'));

function validate(files: string[]): { checked: number; errors: string[] } {
  requireTools();
  const args = [join(import.meta.dirname, 'validate-manifests.py'), '--crds', TOOLS.crdDir];
  for (const version of KUBERNETES_VERSIONS) args.push('--kubernetes-version', version);
  const result = spawnSync(TOOLS.python, [...args, ...files], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`validate-manifests.py failed:\n${result.stderr}${result.stdout}`);
  return JSON.parse(result.stdout);
}

function renderedFile(path: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'livefully-rendered-')), `${path.replaceAll('/', '-')}.yaml`);
  writeFileSync(file, render(path).yaml);
  return file;
}

describe('schemas', () => {
  it.each(['base', ...OVERLAYS.map((name) => `overlays/${name}`), ...COMPONENTS.map((name) => `components/${name}`)])(
    '%s, rendered, validates',
    (path) => {
      const { checked, errors } = validate([renderedFile(path)]);
      expect(errors).toEqual([]);
      expect(checked).toBe(render(path).objects.length);
    },
  );

  it('every manifest as written validates', () => {
    const files = ['base', ...OVERLAYS.map((name) => `overlays/${name}`), ...COMPONENTS.map((name) => `components/${name}`)].flatMap(
      resourceFilesOf,
    );
    expect(files.length).toBeGreaterThan(10);
    const { errors } = validate(files);
    expect(errors).toEqual([]);
  });

  it('refuses a misspelt field, a wrong type and an unknown kind, in built-in and custom resources alike', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'livefully-bad-')), 'bad.yaml');
    writeFileSync(
      file,
      [
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: a}\nspec:\n  replica: 2\n  selector: {matchLabels: {x: y}}\n  template: {metadata: {labels: {x: y}}, spec: {containers: [{name: a, image: a}]}}',
        'apiVersion: elasticsearch.k8s.elastic.co/v1\nkind: Elasticsearch\nmetadata: {name: b}\nspec: {version: 8.19.0, nodeSet: []}',
        'apiVersion: postgresql.cnpg.io/v1\nkind: Cluster\nmetadata: {name: c}\nspec: {instances: three}',
        'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: d}',
      ].join('\n---\n'),
    );
    const { errors } = validate([file]);
    expect(errors.some((e) => /Deployment\/a.*replica/.test(e))).toBe(true);
    expect(errors.some((e) => /Elasticsearch\/b.*nodeSet/.test(e))).toBe(true);
    expect(errors.some((e) => /Cluster\/c: spec.instances/.test(e))).toBe(true);
    expect(errors.some((e) => /Widget\/d.*no CRD/.test(e))).toBe(true);
  });
});
