import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Module Federation shared singletons (STACK.md): React and the query library with the version
 * ranges of the app's own package.json, the prefix keys so that `react-dom/client` and
 * `react/jsx-runtime` are not bundled twice, and the workspace packages without a version check.
 *
 * react-router and Radix Themes are shared through web-kit's facades (`@livefully/web-kit/router`,
 * `@livefully/web-kit/ui` and its `/widgets`), not as themselves: a shared module is provided whole, so sharing a
 * library ships all of it, while a facade ships only what it re-exports (`src/facades/`). Apps
 * import them only through the facades (ESLint refuses the library), so each is one instance
 * (one router, one Theme context) and bundled once per app, inside its facade's chunk.
 */
const VERSIONED = ['react', 'react-dom', '@tanstack/react-query'];
const PREFIXED = { 'react/': 'react', 'react-dom/': 'react-dom' };
const WORKSPACE = [
  '@livefully/web-kit',
  '@livefully/web-kit/router',
  '@livefully/web-kit/ui',
  '@livefully/web-kit/ui/widgets',
  '@livefully/contracts',
  '@livefully/content-queries',
];

export function sharedDependencies(pkg, appDir) {
  // The installed version, stated rather than left to the plugin to look up.
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
