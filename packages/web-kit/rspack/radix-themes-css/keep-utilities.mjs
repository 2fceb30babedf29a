// @ts-check
/**
 * A PostCSS plugin that keeps the utility classes of only the Radix Themes layout props a site
 * sets. Each responsive prop draws with a class family (`p="4"` → `.rt-r-p-4`, `md:` → `.md\:rt-r-p-4`,
 * `gridColumnStart` → `.rt-r-gcs-*`), repeated per value and breakpoint, and margins again with
 * negative values (`.-rt-r-mt-2`). A family whose props the site never sets can match nothing on
 * its pages, so it goes; so do negative margins, unless the site uses them. Prop names and their
 * classes are read from the package's own prop definitions, so an upgrade brings its own list.
 */
import * as radixProps from '@radix-ui/themes/props';

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

/** `.md\:-rt-r-mt-2` → { negative: true, name: 'rt-r-mt-2' } for every utility class a selector names. */
const UTILITY_CLASS = /\.(?:[a-z]+\\:)?(-?)(rt-r-[a-z0-9-]+)/g;

/** @param {{ props: string[], negativeMargins: boolean }} options */
export function keepUtilities({ props, negativeMargins }) {
  const set = new Set(props);
  const families = utilityFamilies();
  const byLength = [...families.keys()].sort((a, b) => b.length - a.length);
  const dropped = new Set(
    byLength.filter((family) => ![.../** @type {Set<string>} */ (families.get(family))].some((prop) => set.has(prop))),
  );
  /** The family a class belongs to: the longest family name it is, or starts with and a dash. */
  const familyOf = (/** @type {string} */ name) => byLength.find((family) => name === family || name.startsWith(`${family}-`));
  const usable = (/** @type {string} */ selector) =>
    [...selector.matchAll(UTILITY_CLASS)].every(([, negative, name]) => {
      if (negative && !negativeMargins) return false;
      const family = familyOf(/** @type {string} */ (name));
      return family === undefined || !dropped.has(family);
    });
  return {
    postcssPlugin: 'radix-themes-keep-utilities',
    /** @param {import('postcss').Root} root */
    OnceExit(root) {
      root.walkRules((rule) => {
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
keepUtilities.postcss = true;
