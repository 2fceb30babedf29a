import path from 'node:path';

/** The folder a remote's generated declarations go to, and (with `.zip`, `.d.ts`) the names it publishes them under. */
export const TYPES_FOLDER = '@mf-types';

/**
 * Module Federation's type generation (its dts plugin) for a remote's production browser build:
 * tsc writes the declarations of each exposed module and of what they import, with one entry per
 * exposed module (`@mf-types/ArticlePage.d.ts`), and the build publishes them beside its manifest
 * as `@mf-types.zip` (and `@mf-types.d.ts`, the `loadRemote` key list), which the manifest's
 * `metaData.types` names. The shell type-checks its use of each remote against that archive
 * (docs/contract-checks.md, "Remote types"); a remote that publishes none is named there.
 *
 * The host consumes nothing here: it registers its remotes at run time from /remotes.json, so
 * the plugin could not know their URLs at build time; the typecheck unpacks the archives instead.
 * A dev server generates nothing (the plugin's dev mode would start its own type server).
 *
 * @param {string} dir the remote's folder
 * @returns {import('@module-federation/sdk').moduleFederationPlugin.PluginDtsOptions}
 */
export function remoteTypesOptions(dir) {
  return {
    generateTypes: { tsConfigPath: path.join(dir, 'tsconfig.json'), typesFolder: TYPES_FOLDER, abortOnError: true },
    consumeTypes: false,
    displayErrorInTerminal: true,
  };
}
