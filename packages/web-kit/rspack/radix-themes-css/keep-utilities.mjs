// @ts-check
/**
 * A PostCSS plugin that keeps the utility classes of only the Radix Themes layout props a site
 * sets. Each responsive prop draws with a class family (`p="4"` → `.rt-r-p-4`, `md:` → `.md\:rt-r-p-4`,
 * `gridColumnStart` → `.rt-r-gcs-*`), repeated per value and breakpoint, and margins again with
 * negative values (`.-rt-r-mt-2`). A family whose props the site never sets can match nothing on
 * its pages, so it goes; so do negative margins, unless the site uses them. Prop names and their
 * classes are read from the package's own prop definitions, so an upgrade brings its own list.
 * Given the values the site sets at each breakpoint (`values`), a class (`.rt-r-p-4`, or
 * `.md\\:rt-r-size-3` at a breakpoint) stays only if one of those, or one Radix sets itself,
 * draws with it.
 */
import * as radixProps from '@radix-ui/themes/props';
import { radixOwnClasses, radixOwnValues, utilityPropDefs } from './radix-values.mjs';
import { keepSelectors } from './keep-selectors.mjs';

/** `rt-r-p` → ['p'], `rt-r-ta` → ['align'] …: each utility class family and the props that draw with it. */
export function utilityFamilies() {
  /** @type {Map<string, Set<string>>} */
  const families = new Map();
  for (const [name, defs] of Object.entries(radixProps)) {
    if (!name.endsWith('PropDefs') || typeof defs !== 'object' || defs === null) continue;
    for (const [prop, def] of Object.entries(defs)) {
      const className = def && typeof def === 'object' && 'className' in def ? def.className : undefined;
      if (typeof className !== 'string' || !className.startsWith('rt-r-')) continue;
      families.set(className, (families.get(className) ?? new Set()).add(prop));
    }
  }
  return families;
}

/** `.md\:-rt-r-mt-2` → { breakpoint: 'md', negative: '-', name: 'rt-r-mt-2' } for every utility class a selector names. */
const UTILITY_CLASS = /\.(?:([a-z]+)\\:)?(-?)(rt-r-[a-z0-9-]+)/g;

/**
 * `{ md: { size: ['3'] } }` → 'md:rt-r-size-3': every class Radix draws a prop's value with at a
 * breakpoint (`initial` for none), one per class family of the prop (`align` is `rt-r-ai` on a
 * Flex, `rt-r-ta` on a Text), the family alone for a value outside its list (`columns="1fr 15rem"`,
 * drawn by a CSS variable); '*' (a value the sources do not spell) keeps the whole family there,
 * 'md:*rt-r-size'. Radix's own values and classes (radix-values.mjs) are added at `initial`.
 * @param {Record<string, Record<string, string[]>>} values
 */
export function valueClasses(values) {
  /** @type {Set<string>} */
  const classes = new Set([...radixOwnClasses()].map((name) => `initial:${name}`));
  const defs = utilityPropDefs();
  const own = Object.fromEntries(
    Object.entries(radixOwnValues()).map(([prop, list]) => [prop, [...list, ...(values.initial?.[prop] ?? [])]]),
  );
  for (const [breakpoint, props] of Object.entries({ ...values, initial: { ...values.initial, ...own } })) {
    for (const [prop, list] of Object.entries(props)) {
      for (const [, def] of defs.filter(([name]) => name === prop)) {
        for (const value of list) {
          if (value === '*') classes.add(`${breakpoint}:*${def.className}`);
          else if (!(def.values ?? []).includes(value)) classes.add(`${breakpoint}:${def.className}`);
          else {
            // As Radix names it: the value parsed (`justify="between"` is `rt-r-jc-space-between`), a negative one in front.
            const parsed = String(def.parseValue ? def.parseValue(value) : value);
            if (parsed.startsWith('-')) classes.add(`${breakpoint}:-${def.className}-${parsed.slice(1)}`);
            else classes.add(`${breakpoint}:${def.className}-${parsed}`);
          }
        }
      }
    }
  }
  return classes;
}

/** @param {{ props: string[], negativeMargins: boolean, values?: Record<string, Record<string, string[]>> }} options */
export function keepUtilities({ props, negativeMargins, values }) {
  const drawn = values && valueClasses(values);
  const set = new Set(props);
  const families = utilityFamilies();
  const byLength = [...families.keys()].sort((a, b) => b.length - a.length);
  const dropped = new Set(
    byLength.filter((family) => ![.../** @type {Set<string>} */ (families.get(family))].some((prop) => set.has(prop))),
  );
  /** The family a class belongs to: the longest family name it is, or starts with and a dash. */
  const familyOf = (/** @type {string} */ name) => byLength.find((family) => name === family || name.startsWith(`${family}-`));
  const usable = (/** @type {string} */ selector) =>
    // A class in a negation (`:not(.rt-r-size-1)`) matches either way.
    [...selector.replace(/:not\([^)]*\)/g, '').matchAll(UTILITY_CLASS)].every(([, breakpoint, negative, name]) => {
      if (negative && !negativeMargins) return false;
      const family = familyOf(/** @type {string} */ (name));
      if (family === undefined) return true;
      if (drawn) {
        const at = breakpoint ?? 'initial';
        if (!drawn.has(`${at}:${negative}${name}`) && !drawn.has(`${at}:*${family}`)) return false;
      }
      return !dropped.has(family);
    });
  return keepSelectors('radix-themes-keep-utilities', usable);
}
keepUtilities.postcss = true;
