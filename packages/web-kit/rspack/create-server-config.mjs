import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createAppConfig } from './create-app-config.mjs';
import { sharedDependencies } from './shared-dependencies.mjs';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);

/**
 * The server build of an app, beside its browser build (`dist/server/`): the same modules for
 * Node (`async-node`, CommonJS chunks), so the shell's renderer can load a remote's pages
 * through Module Federation's node runtime. Stylesheets are left out (the browser build's CSS
 * files are linked from the HTML), images resolve to the URLs the browser build gives them.
 *
 * @param {Parameters<typeof createAppConfig>[0] & { serverEntry?: string }} app
 * @param {'production' | 'development'} [mode]
 */
export function createServerConfig(app, mode) {
  const browser = createAppConfig(app, mode);
  const production = browser.mode === 'production';
  const isHost = !app.exposes;
  const pkg = JSON.parse(readFileSync(path.join(app.dir, 'package.json'), 'utf8'));
  const [scripts] = browser.module.rules;
  return {
    name: 'server',
    mode: browser.mode,
    context: app.dir,
    target: 'async-node',
    devtool: 'source-map',
    entry: isHost && app.serverEntry ? { render: app.serverEntry } : {},
    output: {
      path: path.join(app.dir, 'dist', 'server'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `${app.name}_server`,
      filename: '[name].cjs',
      chunkFilename: production ? '[name].[contenthash:8].cjs' : '[name].cjs',
      assetModuleFilename: browser.output.assetModuleFilename,
      library: { type: 'commonjs-module' },
      clean: true,
    },
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
        { test: /\.(png|jpe?g|gif|svg|webp|avif|ico)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: app.exposes }),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared: sharedDependencies(pkg, app.dir),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: !isHost,
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
