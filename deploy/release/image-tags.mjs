// @ts-check
// The image tags the compose files and the Kubernetes overlay name, written from the versions
// in each deployable's package.json: `npm run release` runs it after `changeset version`, and
// deploy/src/image-tags.test.ts fails when a tag and its package version differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOYABLES } from './deployables.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
export const COMPOSE_FILES = ['docker-compose.yml', 'deploy/compose/backup.yml'];
export const OVERLAY = 'deploy/k8s/overlays/production/kustomization.yaml';

/** @param {string} workspace */
export function versionOf(workspace, root = ROOT) {
  return /** @type {{ version: string }} */ (JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'))).version;
}

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `image: livefully/gateway:${LIVEFULLY_GATEWAY_VERSION:-1.0.0}` with each default set to the
 * deployable's version; a line that names another variable is left for the check to report.
 * @param {string} text @param {(workspace: string) => string} version
 */
export function withComposeTags(text, version) {
  let out = text;
  for (const { image, workspace, variable } of DEPLOYABLES) {
    const line = new RegExp(`(livefully/${escape(image)}:\\$\\{${variable}:-)[^}]*(\\})`, 'g');
    out = out.replace(line, `$1${version(workspace)}$2`);
  }
  return out;
}

/**
 * The overlay's `images:` entries, `- name: livefully/gateway` then `newTag: 1.0.0`, each set to
 * its deployable's version.
 * @param {string} text @param {(workspace: string) => string} version
 */
export function withOverlayTags(text, version) {
  let out = text;
  for (const { image, workspace } of DEPLOYABLES) {
    const entry = new RegExp(`(- name: livefully/${escape(image)}\\n\\s+newTag: )\\S+`, 'g');
    out = out.replace(entry, `$1${version(workspace)}`);
  }
  return out;
}

/** Rewrites the files in place; returns the ones that changed. */
export function writeImageTags(root = ROOT) {
  const version = (/** @type {string} */ workspace) => versionOf(workspace, root);
  /** @type {[string, typeof withComposeTags][]} */
  const rewrites = [
    ...COMPOSE_FILES.map((file) => /** @type {[string, typeof withComposeTags]} */ ([file, withComposeTags])),
    [OVERLAY, withOverlayTags],
  ];
  /** @type {string[]} */
  const changed = [];
  for (const [file, rewrite] of rewrites) {
    const path = join(root, file);
    const before = readFileSync(path, 'utf8');
    const after = rewrite(before, version);
    if (after !== before) {
      writeFileSync(path, after);
      changed.push(file);
    }
  }
  return changed;
}
