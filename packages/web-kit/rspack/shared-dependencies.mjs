import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Module Federation shared singletons (STACK.md): React, the router/query libraries and Radix
 * Themes (its Theme context must be one instance) with the version ranges of the app's own
 * package.json, the prefix keys so that `react-dom/client` and `react/jsx-runtime` are not bundled
 * twice, and the workspace packages without a version check.
 */
const VERSIONED = ['react', 'react-dom', 'react-router', '@tanstack/react-query', '@radix-ui/themes'];
const PREFIXED = { 'react/': 'react', 'react-dom/': 'react-dom' };
const WORKSPACE = ['@livefully/web-kit', '@livefully/contracts', '@livefully/content-queries'];

export function sharedDependencies(pkg, appDir) {
  // The installed version, stated: Radix Themes' entry sits under a nested package.json without
  // one, where the plugin would look for it.
  const require = createRequire(path.join(appDir, 'package.json'));
  const installed = (name) => require(`${name}/package.json`).version;
  const versionOf = (name) => {
    const range = pkg.dependencies?.[name];
    if (!range) throw new Error(`${pkg.name}: "${name}" must be a dependency to be shared`);
    return range;
  };
  return {
    ...Object.fromEntries(VERSIONED.map((name) => [name, { singleton: true, requiredVersion: versionOf(name), version: installed(name) }])),
    ...Object.fromEntries(Object.entries(PREFIXED).map(([key, name]) => [key, { singleton: true, requiredVersion: versionOf(name) }])),
    ...Object.fromEntries(WORKSPACE.map((name) => [name, { singleton: true, requiredVersion: false }])),
  };
}
