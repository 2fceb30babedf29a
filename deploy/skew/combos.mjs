// @ts-check
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import webApps from '../../packages/contracts/src/web-apps.json' with { type: 'json' };
import { SERVICES } from '../embedded/stack.mjs';

/**
 * The skew suite's combinations (docs/releasing.md, "Skew tests"): which parts run at the previous
 * release (N−1) while the rest run at the working tree (N). Each is a real deploy order: the shell
 * and its renderer ship together, each remote alone, the gateway and the services each alone.
 */
export const COMBOS = /** @type {const} */ (['shell-previous', 'remotes-previous', 'services-previous', 'gateway-previous']);
/** @typedef {typeof COMBOS[number]} Combo */

/** @param {string | undefined} name @returns {Combo} */
export function comboNamed(name) {
  const combo = COMBOS.find((known) => known === name);
  if (!combo) throw new Error(`SKEW_COMBO must be one of ${COMBOS.join(', ')} (got ${name ?? 'nothing'})`);
  return combo;
}

/** What each combination says in a report. @type {Record<Combo, string>} */
export const DESCRIPTIONS = {
  'shell-previous': 'the shell and its renderer at N-1, every remote at N',
  'remotes-previous': 'every remote at N-1, the shell and its renderer at N',
  'services-previous': 'the gateway at N, the four services at N-1, over Redis',
  'gateway-previous': 'the gateway at N-1, the four services at N, over Redis',
};

/**
 * The roots startStack runs each part from, for one combination.
 * @param {Combo} combo
 * @param {{ current: string, previous: string, webRoot: string }} trees the web root is a folder this makes
 * @returns {import('../embedded/stack.mjs').PartRoots}
 */
export function rootsFor(combo, trees) {
  const current = resolve(trees.current);
  const previous = resolve(trees.previous);
  const webRoot = resolve(trees.webRoot);
  const shellTree = combo === 'shell-previous' ? previous : current;
  const remotesTree = combo === 'remotes-previous' ? previous : current;
  composeWebRoot(webRoot, shellTree, remotesTree, current);
  return {
    web: webRoot,
    renderer: shellTree,
    gateway: combo === 'gateway-previous' ? previous : current,
    services: Object.fromEntries(SERVICES.map((name) => [name, combo === 'services-previous' ? previous : current])),
  };
}

/**
 * The web files as the gateway serves them (its WEB_ROOT): the shell's folder from one tree, each
 * remote's from another, and the seed's images (which the gateway serves beside them) from the
 * working tree. Links, so nothing is copied.
 * @param {string} webRoot @param {string} shellTree @param {string} remotesTree @param {string} current
 */
function composeWebRoot(webRoot, shellTree, remotesTree, current) {
  rmSync(webRoot, { recursive: true, force: true });
  /** @type {[string, string][]} */
  const links = [
    [webApps.shell.dir, shellTree],
    ...webApps.remotes.map((remote) => /** @type {[string, string]} */ ([remote.dir, remotesTree])),
    ['services/content/seed', current],
  ];
  for (const [path, tree] of links) {
    mkdirSync(dirname(join(webRoot, path)), { recursive: true });
    symlinkSync(join(tree, path), join(webRoot, path));
  }
}
