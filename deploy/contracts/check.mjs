// @ts-check
import semver from 'semver';
import { breakingChanges } from './oasdiff.mjs';
import { breakingExposeChanges, sharedConflicts } from './remotes.mjs';

/**
 * One deployable as the check sees it: its contract now and at its last release.
 * @typedef {{
 *   dir: string,
 *   kind: import('./deployables.mjs').Deployable['kind'],
 *   version: string,
 *   files: import('./snapshot.mjs').ContractFiles,
 *   released?: import('./releases.mjs').Release,
 * }} Checked
 */

/**
 * The contract check (docs/contract-checks.md): each deployable's contract against its last
 * release, where a breaking change fails unless the deployable's major version went up since;
 * and every remote's shared singletons against the shell's, now and as released, which fails
 * whatever the versions say, since Module Federation would load a second copy.
 * @param {readonly Checked[]} deployables
 * @param {{ oasdiff: string }} tools the oasdiff binary
 * @returns {{ failures: string[], allowed: string[] }} the changes that fail, and the breaking ones a major bump allows
 */
export function checkContracts(deployables, { oasdiff }) {
  const failures = [];
  const allowed = [];
  for (const deployable of deployables) {
    const { released } = deployable;
    if (!released) continue;
    const changes = breakingChangesOf(deployable, released, oasdiff);
    const majorBump = semver.major(deployable.version) > semver.major(released.version);
    const heading = `${deployable.dir} ${deployable.version} against its release ${released.version}`;
    for (const change of changes) {
      if (majorBump) allowed.push(`${heading}: ${change}`);
      else failures.push(`${heading}: ${change} (a breaking change needs a major version)`);
    }
  }
  failures.push(...sharedFailures(deployables));
  return { failures, allowed };
}

/**
 * @param {Checked} deployable
 * @param {import('./releases.mjs').Release} released
 * @param {string} oasdiff
 */
function breakingChangesOf(deployable, released, oasdiff) {
  switch (deployable.kind) {
    case 'gateway':
      return breakingChanges(oasdiff, released.files['openapi.json'], deployable.files['openapi.json']);
    case 'service':
      return breakingChanges(oasdiff, released.files['messages.json'], deployable.files['messages.json']).map(
        (change) => `message ${change.replace(/^POST \//, '')}`,
      );
    case 'remote':
      return breakingExposeChanges(
        /** @type {Record<string, import('./exposes.mjs').ExposedModule>} */ (released.files['exposes.json']),
        /** @type {Record<string, import('./exposes.mjs').ExposedModule>} */ (deployable.files['exposes.json']),
      );
    case 'shell':
      return [];
  }
}

/**
 * Each remote now against the shell now and the shell as released, and the shell now against
 * each remote as released: the pairs that meet in production while one side ships.
 * @param {readonly Checked[]} deployables
 */
function sharedFailures(deployables) {
  const shell = deployables.find((deployable) => deployable.kind === 'shell');
  if (!shell) return [];
  /** @param {string} name @param {import('./snapshot.mjs').ContractFiles} files */
  const side = (name, files) => ({
    name,
    shared: /** @type {Record<string, import('./shared.mjs').SharedDependency>} */ (files['shared.json'] ?? {}),
  });
  const shellNow = side(`shell ${shell.version}`, shell.files);
  const shells = [shellNow];
  // The shell as released, where it differs from the shell now: the one production runs.
  const { released } = shell;
  if (released && JSON.stringify(released.files['shared.json']) !== JSON.stringify(shell.files['shared.json'])) {
    shells.push(side(`shell ${released.version} (released)`, released.files));
  }
  const failures = [];
  for (const remote of deployables.filter((deployable) => deployable.kind === 'remote')) {
    const now = side(`${remote.dir} ${remote.version}`, remote.files);
    for (const each of shells) failures.push(...sharedConflicts(now, each));
    if (remote.released) {
      failures.push(...sharedConflicts(side(`${remote.dir} ${remote.released.version} (released)`, remote.released.files), shellNow));
    }
  }
  return [...new Set(failures)];
}
