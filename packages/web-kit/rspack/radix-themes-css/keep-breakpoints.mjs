// @ts-check
/**
 * A PostCSS plugin that keeps the responsive rules of only the Radix Themes breakpoints a site
 * uses. Radix repeats every size and spacing class for five breakpoints (xs 520px, sm 768px,
 * md 1024px, lg 1280px, xl 1640px): five sixths of its utilities. Breakpoints are read from the
 * package's own breakpoints.css.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const BREAKPOINTS_FILE = join(dirname(require.resolve('@radix-ui/themes/package.json')), 'src/styles/breakpoints.css');

/** { xs: '(min-width: 520px)', sm: '(min-width: 768px)', ... } */
export function radixBreakpoints() {
  const source = readFileSync(BREAKPOINTS_FILE, 'utf8');
  return Object.fromEntries([...source.matchAll(/@custom-media --(\w+) (\([^)]*\))/g)].map((m) => [m[1], m[2]]));
}

/** @param {{ breakpoints: string[] }} options */
export function keepBreakpoints({ breakpoints }) {
  const all = radixBreakpoints();
  const unknown = breakpoints.filter((name) => !(name in all));
  if (unknown.length > 0) throw new Error(`Radix Themes has no breakpoint ${unknown.join(', ')}`);
  const dropped = new Set(
    Object.entries(all)
      .filter(([name]) => !breakpoints.includes(name))
      .map(([, query]) => query),
  );
  return {
    postcssPlugin: 'radix-themes-keep-breakpoints',
    AtRule: {
      /** @param {import('postcss').AtRule} atRule */
      media(atRule) {
        if (dropped.has(atRule.params.trim())) atRule.remove();
      },
    },
  };
}
keepBreakpoints.postcss = true;
