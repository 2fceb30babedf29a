// @ts-check
/**
 * A PostCSS plugin that keeps only the rules of the Radix Themes components a site renders.
 * A selector naming a component class (`.rt-SelectTrigger`, `.rt-BaseMenuItem`) of a component
 * outside the kept set can match nothing on the page, so it goes (a class with no stylesheet of
 * its own, `.rt-PopperContent`, belongs to the components that draw it); a rule that loses its
 * last selector goes; an at-rule left empty goes. Tokens, utilities (`.rt-r-*`) and keyframes are
 * untouched, unless the stylesheet goes beside another (below).
 */
import { COMPONENT_CLASS, componentOwner, componentsDrawing, importedComponents } from './component-files.mjs';
import { keepSelectors } from './keep-selectors.mjs';

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

/**
 * `parts`: parts of other components a page draws in its own markup (a select's trigger,
 * `SelectTrigger` for `.rt-SelectTrigger` and `.rt-SelectTriggerInner`), shipped with these.
 * `beside`: the components and parts of the stylesheet this one goes with (the render-blocking
 * one): this one then keeps only the rules that name a class of its own, and leaves out all that
 * one ships (the reset, the theme's tokens, the bases they share, those parts); keyframes stay for
 * keep-keyframes.mjs to keep those its rules use.
 * @param {{ components: string[], parts?: string[], beside?: { components: string[], parts?: string[] } }} options
 */
export function keepComponents({ components, parts = [], beside }) {
  const ownerOf = componentOwner();
  /** @type {Map<string, Set<string>>} */
  const drawnBy = new Map();
  const drawers = (/** @type {string} */ className) =>
    drawnBy.get(className) ?? drawnBy.set(className, componentsDrawing(className)).get(className) ?? new Set();
  const shipping = (/** @type {{ components: string[], parts?: string[] }} */ sheet) => {
    const closure = componentClosure(sheet.components);
    return (/** @type {string} */ className) => {
      const owner = ownerOf(className);
      // A class with no stylesheet of its own goes with the components that draw it, if any.
      if (owner === undefined) return drawers(className).size === 0 || [...drawers(className)].some((name) => closure.has(name));
      return closure.has(owner) || (sheet.parts ?? []).some((part) => className.startsWith(part));
    };
  };
  const ownShips = shipping({ components, parts });
  const otherShips = beside ? shipping(beside) : () => false;
  const usable = (/** @type {string} */ selector) => {
    const classes = [...selector.matchAll(COMPONENT_CLASS)].map((match) => /** @type {string} */ (match[1]));
    if (!classes.every((className) => ownShips(className) || otherShips(className))) return false;
    return !beside || classes.some((className) => !otherShips(className));
  };
  return keepSelectors('radix-themes-keep-components', usable);
}
keepComponents.postcss = true;
