// @ts-check
import { createHash } from 'node:crypto';
import { rspack } from '@rspack/core';
import { splitAtWidgets } from './widgets-block.mjs';

/** What the renderer links on a public page in place of the shell's stylesheet (shell/server/document.mjs). */
export const PUBLIC_STYLESHEETS = 'styles/public-stylesheets.json';

/**
 * The shell's stylesheet cut at the widgets' block (widgets-block.mjs) for a public page: written
 * as three files under `styles/` beside the whole one, which the application keeps using, and
 * named in `styles/public-stylesheets.json`: `{ replaces, before, widgets, after }`.
 */
export class SplitWidgetsStylesheetPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SplitWidgetsStylesheetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minimizer (OPTIMIZE_SIZE), so the cut files are the minified ones.
        { name: 'SplitWidgetsStylesheetPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.css')) continue;
            const parts = splitAtWidgets(asset.source.source().toString());
            if (!parts) continue;
            const stem = asset.name.replace(/\.[0-9a-f]+\.css$|\.css$/, '');
            /** @type {Record<string, string>} */
            const files = {};
            for (const [part, css] of Object.entries(parts)) {
              const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
              const name = `styles/${stem}-${part}.${hash}.css`;
              compilation.emitAsset(name, new rspack.sources.RawSource(css));
              files[part] = `${publicPath}${name}`;
            }
            const manifest = { replaces: `${publicPath}${asset.name}`, ...files };
            compilation.emitAsset(PUBLIC_STYLESHEETS, new rspack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
          }
        },
      );
    });
  }
}
