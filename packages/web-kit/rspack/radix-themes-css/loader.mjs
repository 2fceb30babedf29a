// @ts-check
/**
 * rspack loader for Radix Themes' tokens/base.css, components.css and utilities.css (720 KB
 * together): passes on only the rules of the components the site renders, of the colors it names,
 * of the layout props it sets and of the breakpoints it uses (site-components.json).
 */
import postcss from 'postcss';
import { dropRootHas } from './drop-root-has.mjs';
import { keepBreakpoints } from './keep-breakpoints.mjs';
import { keepColors } from './keep-colors.mjs';
import { keepComponents } from './keep-components.mjs';
import { keepUtilities } from './keep-utilities.mjs';
import { wrapWidgets } from './widgets-block.mjs';

/**
 * @typedef {{ components: string[], parts?: string[], beside?: { components: string[], parts?: string[] }, colors: string[], breakpoints: string[], props: string[], negativeMargins: boolean }} Options
 * @this {{ getOptions(): Options, async(): (error: Error | null, css?: string) => void, resourcePath: string }}
 */
export default function radixThemesCssLoader(/** @type {string} */ source) {
  const done = this.async();
  postcss([
    keepComponents(this.getOptions()),
    keepColors(this.getOptions()),
    keepUtilities(this.getOptions()),
    keepBreakpoints(this.getOptions()),
    dropRootHas(),
  ])
    .process(source, { from: this.resourcePath })
    // The widgets' rules (`beside` the others) go in their block, for a public page to cut out.
    .then((result) => done(null, this.getOptions().beside ? wrapWidgets(result.css) : result.css), done);
}
