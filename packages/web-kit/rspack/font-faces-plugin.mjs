// @ts-check
import { rspack } from '@rspack/core';

/** The entry of the shell's build that holds the faces' stylesheet (web-kit's src/styles/faces.css). */
export const FONT_FACES_ENTRY = 'faces';

/**
 * The faces' stylesheet as its own hashed file that no paint waits for (docs/typography.md): the
 * shell's index.html, and with it every page the renderer writes from it, names the file without
 * fetching it (`data-href`, as the widgets' stylesheet is named) and runs nothing of the entry; the
 * shell's load-faces.ts gives the link its `href` once the page has painted and loaded. Text paints
 * at once in the faces' sized fallbacks (fonts.css, in the render-blocking stylesheet).
 */
export class FontFacesStylesheetPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FontFacesStylesheetPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('FontFacesStylesheetPlugin', (data) => {
        const files = new Set(compilation.entrypoints.get(FONT_FACES_ENTRY)?.getFiles() ?? []);
        const publicPath = data.publicPath;
        const ofFaces = (/** @type {unknown} */ url) => typeof url === 'string' && files.has(url.slice(publicPath.length));
        data.assetTags.scripts = data.assetTags.scripts.filter((tag) => !ofFaces(tag.attributes.src));
        data.assetTags.styles = data.assetTags.styles.map((tag) =>
          ofFaces(tag.attributes.href)
            ? { ...tag, attributes: { rel: 'stylesheet', 'data-href': String(tag.attributes.href), 'data-font-faces': '' } }
            : tag,
        );
        return data;
      });
      // The entry's script holds nothing a page runs: not shipped.
      compilation.hooks.processAssets.tap(
        { name: 'FontFacesStylesheetPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const file of compilation.entrypoints.get(FONT_FACES_ENTRY)?.getFiles() ?? [])
            if (/\.js$/.test(file)) {
              compilation.deleteAsset(file);
              if (compilation.getAsset(`${file}.map`)) compilation.deleteAsset(`${file}.map`);
            }
        },
      );
    });
  }
}
