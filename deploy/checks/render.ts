/* eslint-disable @typescript-eslint/no-explicit-any -- rendered YAML: the checks read the fields they need and fail on absent ones. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { missingTools, toolPaths } from './tools.mjs';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const K8S_DIR = join(REPO_ROOT, 'deploy', 'k8s');
export const TOOLS = toolPaths(join(REPO_ROOT, '.data', 'tools'));

/** A rendered object, loosely typed: the checks read what they need and fail on what is absent. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

/** Fails at once, naming the command that installs them, when the tools are not there. */
export function requireTools(): void {
  const missing = missingTools(join(REPO_ROOT, '.data', 'tools'));
  if (missing.length > 0) {
    throw new Error(`missing ${missing.join(', ')}: npm test installs them (node deploy/checks/install-tools.mjs alone)`);
  }
}

export const OVERLAYS = readdirSync(join(K8S_DIR, 'overlays'));

let copy: string | undefined;

/**
 * deploy/k8s copied to a temporary folder with every overlay's secret files made from their
 * `.example` (an operator's real ones are never read), so the overlays render as a cluster
 * would get them.
 */
function workingCopy(): string {
  if (copy) return copy;
  const dir = mkdtempSync(join(tmpdir(), 'livefully-k8s-'));
  cpSync(K8S_DIR, dir, {
    recursive: true,
    filter: (source) => basename(dirname(source)) !== 'secrets' || source.endsWith('.example') || source.endsWith('.gitignore'),
  });
  for (const overlay of OVERLAYS) {
    const secrets = join(dir, 'overlays', overlay, 'secrets');
    for (const file of readdirSync(secrets).filter((name) => name.endsWith('.example'))) {
      writeFileSync(join(secrets, file.replace(/\.example$/, '')), readFileSync(join(secrets, file)));
    }
  }
  copy = dir;
  return dir;
}

const rendered = new Map<string, { yaml: string; objects: K8sObject[] }>();

/** `kustomize build` of `base`, `overlays/<name>` or a component's folder, as text and objects. */
export function render(path: string): { yaml: string; objects: K8sObject[] } {
  const cached = rendered.get(path);
  if (cached) return cached;
  requireTools();
  const result = spawnSync(TOOLS.kustomize, ['build', join(workingCopy(), path)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`kustomize build ${path} failed:\n${result.stderr}`);
  const objects = parseYamlObjects(result.stdout);
  const entry = { yaml: result.stdout, objects };
  rendered.set(path, entry);
  return entry;
}

export function parseYamlObjects(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(doc.errors.map((error) => error.message).join('\n'));
      return doc.toJS() as K8sObject | null;
    })
    .filter((object): object is K8sObject => object !== null);
}

export function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
}

/** The pod template of a workload (Deployment, StatefulSet, Job, CronJob). */
export function podSpecOf(object: K8sObject): any {
  if (object.kind === 'CronJob') return object.spec.jobTemplate.spec.template.spec;
  return object.spec.template.spec;
}

export const WORKLOAD_KINDS = ['Deployment', 'StatefulSet', 'Job', 'CronJob'];

export function workloads(objects: K8sObject[]): K8sObject[] {
  return objects.filter((object) => WORKLOAD_KINDS.includes(object.kind));
}

/** Every container of a pod, init containers first. */
export function containersOf(podSpec: any): any[] {
  return [...(podSpec.initContainers ?? []), ...podSpec.containers];
}

/** A generated ConfigMap's or Secret's keys and values (Secret data decoded). */
export function valuesOf(object: K8sObject): Record<string, string> {
  const values: Record<string, string> = { ...(object.stringData ?? {}) };
  for (const [key, value] of Object.entries(object.data ?? {})) {
    values[key] = object.kind === 'Secret' ? Buffer.from(value, 'base64').toString('utf8') : value;
  }
  return values;
}

/**
 * A container's environment as the kubelet makes it: envFrom first, then env in order, with
 * `$(VAR)` expanded from what is defined so far. Values from a Secret or ConfigMap that the
 * rendered objects lack come from `external` (those an operator or another controller makes),
 * and anything else is an error naming the reference.
 */
export function environmentOf(
  container: any,
  objects: K8sObject[],
  external: Record<string, Record<string, string>> = {},
): Record<string, string> {
  const source = (kind: 'Secret' | 'ConfigMap', name: string): Record<string, string> => {
    const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
    if (object) return valuesOf(object);
    const outside = external[name];
    if (kind === 'Secret' && outside) return outside;
    throw new Error(`container ${container.name} refers to ${kind} ${name}, which is not there`);
  };
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    const values = from.secretRef ? source('Secret', from.secretRef.name) : source('ConfigMap', from.configMapRef.name);
    Object.assign(env, values);
  }
  for (const variable of container.env ?? []) {
    if ('value' in variable) {
      env[variable.name] = String(variable.value).replace(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (whole, name: string) => env[name] ?? whole);
      continue;
    }
    const ref = variable.valueFrom.secretKeyRef ?? variable.valueFrom.configMapKeyRef;
    const values = source(variable.valueFrom.secretKeyRef ? 'Secret' : 'ConfigMap', ref.name);
    if (!(ref.key in values))
      throw new Error(`container ${container.name}: ${variable.name} refers to key ${ref.key} of ${ref.name}, which it lacks`);
    env[variable.name] = values[ref.key] as string;
  }
  return env;
}

/** The manifests a kustomization lists as resources (files, not folders), for validating as written. */
export function resourceFilesOf(path: string): string[] {
  const kustomization = parseYamlObjects(readFileSync(join(K8S_DIR, path, 'kustomization.yaml'), 'utf8'))[0] as unknown as {
    resources?: string[];
  };
  return (kustomization.resources ?? []).filter((entry) => /\.ya?ml$/.test(entry)).map((entry) => join(K8S_DIR, path, entry));
}
