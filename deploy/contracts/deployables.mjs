// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The web apps as deployed (packages/contracts/src/web-apps.json): the shell, and each remote
 * with its exposed modules.
 * @type {{ shell: { dir: string }, remotes: { dir: string, exposes: Record<string, string> }[] }} */
const webApps = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'packages', 'contracts', 'src', 'web-apps.json'), 'utf8'));

/**
 * What ships on its own, each with its published contract (docs/contract-checks.md): the
 * gateway's HTTP API, each service's messages, the shell's shared singletons, and each remote's
 * exposed modules and shared singletons. A deployable is named by its folder, which is also
 * where its releases are recorded (`releases/<dir>/<version>/`).
 * @typedef {{ dir: string, kind: 'gateway' } | { dir: string, kind: 'service', service: 'content' | 'search' | 'engage' | 'identity' }
 *   | { dir: string, kind: 'shell' } | { dir: string, kind: 'remote', exposes: Record<string, string> }} Deployable
 */

/** @type {readonly Deployable[]} */
export const DEPLOYABLES = [
  { dir: 'gateway', kind: 'gateway' },
  .../** @type {const} */ (['content', 'search', 'engage', 'identity']).map(
    (service) => /** @type {Deployable} */ ({ dir: `services/${service}`, kind: 'service', service }),
  ),
  { dir: webApps.shell.dir, kind: 'shell' },
  ...webApps.remotes.map((remote) => /** @type {Deployable} */ ({ dir: remote.dir, kind: 'remote', exposes: remote.exposes })),
];

/**
 * A deployable's version: its package.json's, the one source the release tooling bumps.
 * @param {string} root the repository
 * @param {Deployable} deployable
 * @returns {string}
 */
export function versionOf(root, deployable) {
  return JSON.parse(readFileSync(join(root, deployable.dir, 'package.json'), 'utf8')).version;
}
