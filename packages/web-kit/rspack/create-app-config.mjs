import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { devServerConfig } from './dev-server-config.mjs';
import { remoteTypesOptions } from './remote-types.mjs';
import radixThemesSite from './radix-themes-css/site-components.json' with { type: 'json' };
import { SplitWidgetsStylesheetPlugin } from './radix-themes-css/split-widgets-plugin.mjs';
import { FONT_FACES_ENTRY, FontFacesStylesheetPlugin } from './font-faces-plugin.mjs';
import { sharedDependencies } from './shared-dependencies.mjs';

/**
 * The one rspack config of the shell and every remote; each app's rspack.config.mjs only names
 * itself. `mode` comes from the CLI's `--mode`, else from the NODE_ENV the CLI sets (`rspack build`
 * production, `rspack serve` development).
 *
 * @param {{
 *   dir: string,
 *   name: string,
 *   exposes?: Record<string, string>,
 *   runtimePlugins?: string[],
 *   html?: { template: string, favicon?: string },
 *   publicDir?: string,
 *   port?: number,
 * }} app
 * @param {'production' | 'development'} [mode]
 */
const RADIX_CSS_LOADER = path.resolve(import.meta.dirname, 'radix-themes-css/loader.mjs');
const radixCssOptions = {
  components: radixThemesSite.components,
  parts: radixThemesSite.pageParts,
  colors: radixThemesSite.colors,
  props: radixThemesSite.layoutProps,
  negativeMargins: radixThemesSite.negativeMargins,
  breakpoints: radixThemesSite.breakpoints,
  values: radixThemesSite.layoutValues,
  site: [...radixThemesSite.components, ...radixThemesSite.widgets],
  componentValues: radixThemesSite.componentValues,
  displayP3: radixThemesSite.displayP3,
};

/** The site's browsers: each engine's releases of the last two and a half years. */
export const BROWSERS = ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.4', 'ios_saf >= 16.4'];

export function createAppConfig(app, mode = process.env.NODE_ENV === 'development' ? 'development' : 'production') {
  const production = mode === 'production';
  const isHost = !app.exposes;
  // Fast Refresh in the shell only: a remote's modules run in the shell's React, which a
  // remote's own refresh runtime cannot reach, so a remote reloads the page instead.
  const fastRefresh = isHost && !production;
  const pkg = JSON.parse(readFileSync(path.join(app.dir, 'package.json'), 'utf8'));
  const hashed = (ext) => (production ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);

  return {
    mode,
    context: app.dir,
    target: ['web', 'es2022'],
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    // The faces' stylesheet is the shell's second entry: a file of its own, which no paint waits for.
    entry: isHost ? { main: './src/index.ts', [FONT_FACES_ENTRY]: '@livefully/web-kit/faces.css' } : {},
    output: {
      path: path.join(app.dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: app.name,
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      cssFilename: hashed('css'),
      cssChunkFilename: hashed('css'),
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      // dist/server is the server build's (create-server-config.mjs).
      clean: { keep: 'server' },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Workspace packages publish TS source under the 'source' condition; their relative
      // imports are written with .js, as Node's ESM resolution wants.
      conditionNames: ['source', '...'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // Radix's scroll lock would write an inline <style>, which the CSP blocks; see the file.
      alias: { 'react-style-singleton$': path.resolve(import.meta.dirname, '../src/csp/style-singleton.ts') },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: fastRefresh } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        // The shell loads Radix Themes' stylesheet for every app: only the components, the colors,
        // the layout props and the breakpoints the site uses, the variants and sizes its elements
        // can have, the scales without their P3 copies; the widgets' components a second time
        // (`components.css?widgets`), in a block of their own (radix-themes-css/widgets-block.mjs).
        {
          test: /@radix-ui[\\/]themes[\\/](tokens[\\/]base|tokens[\\/]colors[\\/][a-z]+|components|utilities)\.css$/,
          resourceQuery: { not: [/widgets/] },
          loader: RADIX_CSS_LOADER,
          options: radixCssOptions,
          type: 'css/auto',
        },
        {
          test: /@radix-ui[\\/]themes[\\/]components\.css$/,
          resourceQuery: /widgets/,
          loader: RADIX_CSS_LOADER,
          options: {
            ...radixCssOptions,
            components: radixThemesSite.widgets,
            parts: [],
            beside: { components: radixThemesSite.components, parts: radixThemesSite.pageParts },
          },
          type: 'css/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|ico)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost
          ? { remotes: {}, runtimePlugins: (app.runtimePlugins ?? []).map((file) => path.resolve(app.dir, file)) }
          : { filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js', exposes: app.exposes, manifest: true }),
        shared: sharedDependencies(pkg, app.dir),
        shareStrategy: 'loaded-first',
        dts: isHost || !production ? false : remoteTypesOptions(app.dir),
        // Remotes only ever run inside the shell, so they use its federation runtime instead of
        // shipping their own copy (half of each remote entry). A browser build drops the
        // runtime's Node-only paths (about 2 KB gzip'd in the shell's main and in each entry).
        experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } },
      }),
      app.html ? new rspack.HtmlRspackPlugin(app.html) : null,
      // The shell's stylesheet, cut for a public page: the widgets' rules load with them.
      isHost ? new SplitWidgetsStylesheetPlugin() : null,
      isHost ? new FontFacesStylesheetPlugin() : null,
      // Files served under fixed names (the share image that other sites fetch), copied as they are.
      app.publicDir ? new rspack.CopyRspackPlugin({ patterns: [{ from: path.resolve(app.dir, app.publicDir), to: '.' }] }) : null,
      fastRefresh ? new ReactRefreshRspackPlugin() : null,
    ].filter(Boolean),
    optimization: {
      minimize: production,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        // The browsers the site supports (README): the stylesheet is not lowered for older ones,
        // which tripled every `:is()` selector of Radix Themes as `:-webkit-any()`/`:-moz-any()`.
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
      ],
    },
    performance: { hints: production ? 'warning' : false },
    // The rspack CLI turns lazy compilation on for `serve`; its trigger requests go to the page's
    // origin, which for a remote is the shell's dev server, so the remote's chunks never build.
    lazyCompilation: false,
    devServer: devServerConfig({ port: app.port, isHost }),
  };
}
