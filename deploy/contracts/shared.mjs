// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sharedDependencies } from '../../packages/web-kit/rspack/shared-dependencies.mjs';

/**
 * @typedef {{ range: string, version: string }} SharedDependency
 */

/**
 * Libraries that travel inside web-kit's shared facades (`@livefully/web-kit/router`, `/ui`):
 * whichever app's facade is loaded first serves every app, so each app's range for them must
 * hold for the others' versions as much as React's.
 */
const THROUGH_FACADES = ['react-router', '@radix-ui/themes'];

/**
 * A web app's shared singletons as Module Federation meets them at run time: each with the range
 * the app accepts and the version the app provides. React, React DOM and react-query carry their
 * package.json ranges, as the app's federation config gives them (`sharedDependencies`); the
 * libraries inside the facades theirs too; the workspace packages (the web-kit facades), shared without a version check,
 * take their package's version and accept its major (`^`), the promise of a semantic version.
 * @param {string} appDir
 * @returns {Record<string, SharedDependency>}
 */
export function sharedRanges(appDir) {
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'));
  const installed = (/** @type {string} */ name) => installedVersion(appDir, name);
  /** @type {Record<string, SharedDependency>} */
  const described = {};
  for (const [name, config] of Object.entries(sharedDependencies(pkg, appDir))) {
    if (name.endsWith('/')) continue; // the prefix keys share their package's range
    if (config.requiredVersion === false) {
      const version = installed(name);
      described[name] = { range: `^${version}`, version };
    } else {
      described[name] = { range: config.requiredVersion, version: 'version' in config ? config.version : installed(name) };
    }
  }
  for (const name of THROUGH_FACADES) described[name] = { range: pkg.dependencies[name], version: installed(name) };
  return Object.fromEntries(Object.entries(described).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The version of a package (or of the package of a subpath, `@livefully/web-kit/ui`) as Node
 * would find it from the app's folder; read from its package.json, which not every package exports.
 * @param {string} appDir
 * @param {string} name
 */
function installedVersion(appDir, name) {
  const pkg = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  for (let dir = appDir; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) return /** @type {string} */ (JSON.parse(readFileSync(file, 'utf8')).version);
    if (dirname(dir) === dir) throw new Error(`${appDir}: ${pkg} is not installed`);
  }
}
