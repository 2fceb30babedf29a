// @ts-check
// The renderer's name and version (docs/releasing.md): the shell's, since the renderer is the
// shell's server build and ships with it, read from the shell's package.json beside this folder
// (kept there in the renderer's image too).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ name: string, version: string }} Release
 */

/** @returns {Release} */
export function shellRelease(shellDir = join(import.meta.dirname, '..')) {
  const { name, version } = JSON.parse(readFileSync(join(shellDir, 'package.json'), 'utf8'));
  return { name, version };
}

/**
 * What the renderer names as its version on every page (`X-Render-Version`) and on `/health`:
 * the shell's version with the build it renders with as semver build metadata, `1.4.2+<hash>`.
 * The hash changes when a remote ships without the shell, and the gateway's page cache keys on
 * the whole, so no kept page names another build's files.
 * @param {Release} release @param {string} build
 */
export function renderVersion(release, build) {
  return `${release.version}+${build}`;
}
