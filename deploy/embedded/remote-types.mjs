// @ts-check
import AdmZip from 'adm-zip';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webApps from '../../packages/contracts/src/web-apps.json' with { type: 'json' };
import { buildWeb } from './build.mjs';
import { REPO_ROOT } from './stack.mjs';

/** Where the shell's tsconfig.json finds each remote's modules: `@mf-types/<remote name>/<ExposedModule>.d.ts`. */
export const SHELL_REMOTE_TYPES = join(REPO_ROOT, webApps.shell.dir, '@mf-types');

/** In each remote's folder there: which archive (its time and size) the folder holds. */
const UNPACKED_FROM = '.unpacked-from';

/**
 * Puts the types each remote publishes (`dist/@mf-types.zip`, written by Module Federation's dts
 * plugin in its production build) where the shell's typecheck reads them, laid out as the
 * plugin's own consumer lays them out. A remote whose build is missing or older than its sources
 * is built first, as `npm run build:web` would, so the shell is checked against the remotes as
 * they are now, also on a fresh clone. A remote's folder is emptied before its archive is
 * unpacked (a module it no longer exposes is gone for the shell too), and left alone when it
 * already holds that archive: `npm test` unpacks once before its typecheck and lint run side by
 * side, which then find nothing to write while the other reads.
 * @param {(line: string) => void} [log]
 */
export function unpackRemoteTypes(log = console.log) {
  buildWeb(log, { apps: webApps.remotes.map((remote) => remote.dir) });
  for (const remote of webApps.remotes) {
    const archive = join(REPO_ROOT, remote.dir, 'dist', '@mf-types.zip');
    if (!existsSync(archive))
      throw new Error(`${remote.dir} published no types (${archive}): see its build's "Module Federation DTS" lines`);
    const dest = join(SHELL_REMOTE_TYPES, remote.name);
    const { mtimeMs, size } = statSync(archive);
    const stamp = join(dest, UNPACKED_FROM);
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === `${mtimeMs} ${size}`) continue;
    rmSync(dest, { recursive: true, force: true });
    unpackTypes(archive, dest);
    writeFileSync(stamp, `${mtimeMs} ${size}`);
  }
}

/**
 * One remote's published types, unpacked into `dest`: `<ExposedModule>.d.ts` entries beside the
 * `compiled-types/` they point into, as the plugin's consumer lays them out under `@mf-types/<remote>/`.
 * @param {string} archive a remote's `@mf-types.zip`
 * @param {string} dest
 */
export function unpackTypes(archive, dest) {
  new AdmZip(archive).extractAllTo(dest, true);
}

if (import.meta.url === `file://${process.argv[1]}`) unpackRemoteTypes();
