import path from 'node:path';
import { rspack } from '@rspack/core';
import { createAppConfig } from './create-app-config.mjs';

/**
 * Where the island runtime puts the modules every island shares (React and react-dom, which must
 * be one copy on a page): a global the runtime sets before it loads any island. An island build
 * reads them from it instead of bundling them (`externals`); everything else an island imports
 * is bundled in its app's islands build, and web-kit's contexts meet across builds by name
 * (`sharedContext`).
 */
export const SHARED_GLOBAL = '__livefully_shared__';
export const ISLAND_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
export const ISLANDS_MANIFEST = 'manifest.json';

/**
 * The islands build of an app (`dist/islands/`), beside its browser and server builds: the code
 * a public page runs in the browser (docs/server-rendering.md, "Server-first"). ES modules, so
 * the runtime loads an island with `import()` and each island's chunks load relative to it.
 * - The shell's is its island runtime (`runtime`: React, react-dom, the page's providers and the
 *   shell's own islands) and the small script before it (`early`: presses held until an island
 *   is alive).
 * - A remote's has one entry per island it names (`islands` in web-apps.json), each exporting the
 *   island's component as its default; React comes from the runtime.
 * Stylesheets are left out (the page links the browser build's; the widgets apply theirs,
 * `facades/widget-stylesheet.islands.ts`), and images resolve to the browser build's files. `manifest.json` names each entry's file, for the renderer.
 *
 * @param {Parameters<typeof createAppConfig>[0] & { islands?: Record<string, string>, runtime?: Record<string, string> }} app
 * @param {'production' | 'development'} [mode]
 */
export function createIslandsConfig(app, mode) {
  const browser = createAppConfig(app, mode);
  const production = browser.mode === 'production';
  const [scripts] = browser.module.rules;
  const hashed = (ext) => (production ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);
  const entry = { ...(app.runtime ?? app.islands) };
  return {
    name: 'islands',
    mode: browser.mode,
    context: app.dir,
    target: ['web', 'es2022'],
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    entry,
    output: {
      path: path.join(app.dir, 'dist', 'islands'),
      publicPath: 'auto',
      uniqueName: `${app.name}_islands`,
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      library: { type: 'module' },
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      clean: true,
    },
    experiments: { outputModule: true },
    externalsType: 'var',
    externals: app.runtime ? {} : Object.fromEntries(ISLAND_SHARED.map((name) => [name, `${SHARED_GLOBAL}[${JSON.stringify(name)}]`])),
    resolve: browser.resolve,
    module: {
      rules: [
        {
          ...scripts,
          options: {
            ...scripts.options,
            jsc: { ...scripts.options.jsc, transform: { react: { runtime: 'automatic', development: !production } } },
          },
        },
        { test: /\.css$/, loader: path.resolve(import.meta.dirname, 'server-css-loader.mjs'), type: 'javascript/auto' },
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|ico)$/,
          type: 'asset/resource',
          // The browser build's file, beside this build's folder.
          generator: { emit: false, filename: `../${browser.output.assetModuleFilename}` },
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(browser.mode) }),
      // The widgets' CSS is not in a public page's render-blocking stylesheet: they apply it.
      new rspack.NormalModuleReplacementPlugin(/(^|[\\/])widget-stylesheet$/, (resource) => {
        resource.request = `${resource.request}.islands`;
      }),
      new IslandsManifestPlugin(),
    ],
    optimization: {
      minimize: production,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin()],
    },
    performance: { hints: false },
  };
}

/** Writes `manifest.json`: each entry's file and the chunks it imports at once (for `modulepreload`). */
class IslandsManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('IslandsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'IslandsManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const islands = {};
        for (const [name, entrypoint] of compilation.entrypoints) {
          const main = [...entrypoint.getEntrypointChunk().files].find((file) => file.endsWith('.js'));
          const imports = entrypoint.getFiles().filter((file) => file.endsWith('.js') && file !== main);
          islands[name] = { js: main, imports };
        }
        compilation.emitAsset(ISLANDS_MANIFEST, new rspack.sources.RawSource(`${JSON.stringify({ islands }, null, 2)}\n`));
      });
    });
  }
}
