// @ts-check
/**
 * A PostCSS plugin that keeps a component's variant, size and high-contrast rules only for the
 * values some element of the site can give it. Radix draws every variant of a component at every
 * size (`.rt-BaseButton:where(.rt-variant-classic)`, `.rt-SelectTrigger:where(.rt-r-size-3)`,
 * `.rt-Card:where(.md\:rt-r-size-3)`), whichever the site uses; a rule whose value no element of
 * the component can have matches nothing. A component's values (site-components.json
 * `componentValues`) are those the apps give its elements, those they give outside a Radix element
 * (`*`: a wrapper's props, an object spread into one), its props' defaults and those Radix's own
 * components give (radix-values.mjs); a base (`BaseButton`) has those of every component drawn
 * with it (Button, IconButton).
 */
import { componentClosure } from './keep-components.mjs';
import { COMPONENT_CLASS, componentOwner } from './component-files.mjs';
import { radixComponentValues } from './radix-values.mjs';
import { keepSelectors } from './keep-selectors.mjs';

/** `.md\:rt-r-size-3` → size 'md:3', `.rt-variant-soft` → variant 'soft', `.rt-high-contrast` → highContrast 'true'. */
const VALUE_CLASS = /\.(?:([a-z]+)\\:)?rt-r-size-([0-9]+)\b|\.rt-variant-([a-z]+)\b|\.rt-high-contrast\b/g;

/**
 * @typedef {Record<string, Record<string, string[]>>} ComponentValues `{ Card: { size: ['2', 'md:3'] }, '*': { variant: ['soft'] } }`
 * @param {{ site: string[], componentValues: ComponentValues }} options `site`: every component the site renders, widgets too
 */
export function keepComponentValues({ site, componentValues }) {
  const ownerOf = componentOwner();
  const closures = new Map(site.map((name) => [name, componentClosure([name])]));
  const radix = radixComponentValues(site);
  /** Whether an element of `component` can have `value` for `prop`. */
  const gives = (/** @type {string} */ component, /** @type {string} */ prop, /** @type {string} */ value) =>
    [componentValues[component], componentValues['*'], radix.get(component)].some(
      (values) => values?.[prop]?.includes(value) || values?.[prop]?.includes('*'),
    );
  /** Whether some element drawn with `owner`'s classes can have the value. */
  const drawn = (/** @type {string} */ owner, /** @type {string} */ prop, /** @type {string} */ value) =>
    site.some((component) => closures.get(component)?.has(owner) && gives(component, prop, value));
  const usable = (/** @type {string} */ selector) => {
    const owners = [...selector.matchAll(COMPONENT_CLASS)].map((match) => ownerOf(/** @type {string} */ (match[1])));
    if (owners.length === 0 || owners.includes(undefined)) return true;
    // `:where(:not(.rt-variant-ghost))` names ghost to exclude it: a negation matches either way.
    return [...selector.replace(/:not\([^)]*\)/g, '').matchAll(VALUE_CLASS)].every(([, breakpoint, size, variant]) => {
      const [prop, value] =
        size !== undefined
          ? ['size', breakpoint ? `${breakpoint}:${size}` : size]
          : variant !== undefined
            ? ['variant', variant]
            : ['highContrast', 'true'];
      return owners.some((owner) => drawn(/** @type {string} */ (owner), prop, value));
    });
  };
  return keepSelectors('radix-themes-keep-component-values', usable);
}
keepComponentValues.postcss = true;
