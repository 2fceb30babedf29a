// @ts-check
/**
 * A PostCSS plugin that keeps only the rules of the Radix Themes components a site renders.
 * A selector naming a component class (`.rt-SelectTrigger`, `.rt-BaseMenuItem`) of a component
 * outside the kept set can match nothing on the page, so it goes; a rule loses its last selector,
 * it goes; an at-rule left empty goes. Tokens, utilities (`.rt-r-*`) and keyframes are untouched.
 */
import { importedComponents, styledComponents } from './component-files.mjs';

const COMPONENT_CLASS = /\.rt-([A-Z][A-Za-z]*)/g;

/** The named components and every component their modules render, transitively. */
export function componentClosure(/** @type {Iterable<string>} */ names) {
  const kept = new Set();
  const pending = [...names];
  while (pending.length > 0) {
    const name = /** @type {string} */ (pending.pop());
    if (kept.has(name)) continue;
    kept.add(name);
    pending.push(...importedComponents(name));
  }
  return kept;
}

/** `rt-TextFieldRoot` → 'TextField': the longest component name the class starts with. */
function ownerOf(/** @type {string} */ className, /** @type {string[]} */ byLength) {
  return byLength.find((name) => className.startsWith(name));
}

/** @param {{ components: string[] }} options */
export function keepComponents({ components }) {
  const kept = componentClosure(components);
  const byLength = [...styledComponents()].sort((a, b) => b.length - a.length);
  const usable = (/** @type {string} */ selector) =>
    [...selector.matchAll(COMPONENT_CLASS)].every((match) => {
      const owner = ownerOf(match[1], byLength);
      return owner === undefined || kept.has(owner);
    });
  return {
    postcssPlugin: 'radix-themes-keep-components',
    /** @param {import('postcss').Root} root */
    OnceExit(root) {
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test(/** @type {any} */ (rule.parent).name)) return;
        const selectors = rule.selectors.filter(usable);
        if (selectors.length === 0) rule.remove();
        else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
      });
    },
  };
}
keepComponents.postcss = true;
