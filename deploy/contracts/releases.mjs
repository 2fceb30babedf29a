// @ts-check
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import semver from 'semver';

/**
 * The releases recorded in the tree, since git tags do not travel with every clone:
 * `releases/<deployable>/<version>/release.json` (the version and the commit it was cut from)
 * beside the contract's files as they were then (docs/contract-checks.md).
 * @typedef {{ deployable: string, version: string, commit: string }} ReleaseRecord
 * @typedef {ReleaseRecord & { files: import('./snapshot.mjs').ContractFiles }} Release
 */

export const RELEASE_FILE = 'release.json';

/**
 * A deployable's recorded versions, newest first.
 * @param {string} releasesDir
 * @param {string} deployable its folder
 * @returns {string[]}
 */
export function recordedVersions(releasesDir, deployable) {
  const dir = join(releasesDir, deployable);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => semver.valid(name) && existsSync(join(dir, name, RELEASE_FILE)))
    .sort(semver.rcompare);
}

/**
 * A deployable's release of the highest version, or undefined before its first.
 * @param {string} releasesDir
 * @param {string} deployable
 * @returns {Release | undefined}
 */
export function lastRelease(releasesDir, deployable) {
  const [version] = recordedVersions(releasesDir, deployable);
  if (!version) return undefined;
  const dir = join(releasesDir, deployable, version);
  /** @type {ReleaseRecord} */
  const record = JSON.parse(readFileSync(join(dir, RELEASE_FILE), 'utf8'));
  const files = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json') && name !== RELEASE_FILE)
      .map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8'))]),
  );
  return { ...record, files };
}

/**
 * Writes a release's record and contract, formatted as the repository formats JSON.
 * @param {string} releasesDir
 * @param {Release} release
 */
export async function recordRelease(releasesDir, { files, ...record }) {
  const dir = join(releasesDir, record.deployable, record.version);
  mkdirSync(dir, { recursive: true });
  // The repository's settings, wherever the folder is (the tests write to a temporary one).
  const options = (await prettier.resolveConfig(import.meta.filename)) ?? {};
  for (const [name, content] of Object.entries({ [RELEASE_FILE]: record, ...files })) {
    writeFileSync(join(dir, name), await prettier.format(JSON.stringify(content), { ...options, parser: 'json' }));
  }
}
