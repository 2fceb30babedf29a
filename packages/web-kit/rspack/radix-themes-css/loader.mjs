// @ts-check
/**
 * rspack loader for Radix Themes' tokens/base.css, components.css and utilities.css (720 KB
 * together): passes on only the rules of the components the site renders, of the colors it names,
 * of the layout props it sets (at each breakpoint, the values it sets there) and of the breakpoints
 * it uses, of each component the variants and sizes its elements can have, and the color scales
 * (tokens/colors/*.css) without their P3 copies unless it asks for them (site-components.json).
 */
import postcss from 'postcss';
import { dropP3 } from './drop-p3.mjs';
import { dropRootHas } from './drop-root-has.mjs';
import { keepBreakpoints } from './keep-breakpoints.mjs';
import { keepColors } from './keep-colors.mjs';
import { keepComponentValues } from './keep-component-values.mjs';
import { keepComponents } from './keep-components.mjs';
import { keepKeyframes } from './keep-keyframes.mjs';
import { keepUtilities } from './keep-utilities.mjs';
import { wrapWidgets } from './widgets-block.mjs';

/**
 * @typedef {{ components: string[], parts?: string[], beside?: { components: string[], parts?: string[] }, colors: string[], breakpoints: string[], props: string[], negativeMargins: boolean, values?: Record<string, Record<string, string[]>>, site?: string[], componentValues?: Record<string, Record<string, string[]>>, displayP3?: boolean }} Options
 * @this {{ getOptions(): Options, async(): (error: Error | null, css?: string) => void, resourcePath: string }}
 */
export default function radixThemesCssLoader(/** @type {string} */ source) {
  const done = this.async();
  const { site, componentValues } = this.getOptions();
  postcss([
    keepComponents(this.getOptions()),
    keepColors(this.getOptions()),
    keepUtilities(this.getOptions()),
    keepBreakpoints(this.getOptions()),
    ...(componentValues && site ? [keepComponentValues({ site, componentValues })] : []),
    ...(this.getOptions().displayP3 ? [] : [dropP3()]),
    dropRootHas(),
    keepKeyframes(),
  ])
    .process(source, { from: this.resourcePath })
    // The widgets' rules (`beside` the others) go in their block, for a public page to cut out.
    .then((result) => done(null, this.getOptions().beside ? wrapWidgets(result.css) : result.css), done);
}
