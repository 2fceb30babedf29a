// @ts-check
/**
 * A PostCSS plugin that keeps only the rules of the Radix Themes components a site renders.
 * A selector naming a component class (`.rt-SelectTrigger`, `.rt-BaseMenuItem`) of a component
 * outside the kept set can match nothing on the page, so it goes; a rule loses its last selector,
 * it goes; an at-rule left empty goes. Tokens, utilities (`.rt-r-*`) and keyframes are untouched,
 * unless the stylesheet goes beside another (below).
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

/**
 * `beside`: the components of the stylesheet this one goes with (the render-blocking one): this
 * one then keeps only the rules that name a component of its own, and leaves out all that one
 * ships (the reset, the theme's tokens, the bases they share, the keyframes).
 * @param {{ components: string[], beside?: string[] }} options
 */
export function keepComponents({ components, beside }) {
  const shipped = beside ? componentClosure(beside) : new Set();
  const kept = new Set([...componentClosure(components), ...shipped]);
  const byLength = [...styledComponents()].sort((a, b) => b.length - a.length);
  const usable = (/** @type {string} */ selector) => {
    const owners = [...selector.matchAll(COMPONENT_CLASS)].map((match) => ownerOf(/** @type {string} */ (match[1]), byLength));
    if (!owners.every((owner) => owner === undefined || kept.has(owner))) return false;
    return !beside || owners.some((owner) => owner !== undefined && !shipped.has(owner));
  };
  return {
    postcssPlugin: 'radix-themes-keep-components',
    /** @param {import('postcss').Root} root */
    OnceExit(root) {
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test(/** @type {any} */ (rule.parent).name)) {
          if (beside) rule.parent.remove();
          return;
        }
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
