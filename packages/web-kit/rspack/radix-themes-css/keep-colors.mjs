// @ts-check
/**
 * A PostCSS plugin that keeps the accent and gray color mappings of only the colors a site names.
 * Radix's tokens map each of its thirty accents (`[data-accent-color='teal'] { --accent-1: … }`)
 * and six grays (`.radix-themes:where([data-gray-color='slate'])`) whatever the site uses: a
 * quarter of tokens/base.css. A selector naming another color can match no element of the site,
 * so it goes; a rule that loses its last selector goes, an at-rule left empty goes.
 */
import { keepSelectors } from './keep-selectors.mjs';

const NAMED_COLOR = /\[data-(?:accent|gray)-color='([a-z]+)'\]/g;

/** @param {{ colors: string[] }} options */
export function keepColors({ colors }) {
  const kept = new Set(colors);
  // `:not([data-accent-color='gray'])` names gray to exclude it: a negation matches either way.
  const usable = (/** @type {string} */ selector) =>
    [...selector.replace(/:not\([^)]*\)/g, '').matchAll(NAMED_COLOR)].every((match) => kept.has(/** @type {string} */ (match[1])));
  return keepSelectors('radix-themes-keep-colors', usable);
}
keepColors.postcss = true;
