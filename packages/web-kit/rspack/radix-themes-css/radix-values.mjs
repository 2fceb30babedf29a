// @ts-check
/**
 * The layout prop values Radix Themes' components set themselves, whatever the site passes: the
 * props' defaults (`size: '6'` on a Heading), the literals of its component modules (a dialog's
 * title is `<Heading size="5" mb="3" trim="start">`, `{size:"5",mb:"3",trim:"start"}` once built)
 * and the sizes its helpers map one component's size to (a Callout's to its Text's, a Button's to
 * its Spinner's), and the utility classes its modules write out (a select's scrollbar is
 * `rt-ScrollAreaScrollbar rt-r-size-1`). Read from the installed package, so an upgrade brings
 * its own values.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as radixProps from '@radix-ui/themes/props';
import { componentOwner, kebabName, pascalName } from './component-files.mjs';
import { componentClosure } from './keep-components.mjs';

const require = createRequire(import.meta.url);
const ESM_DIR = join(dirname(require.resolve('@radix-ui/themes/package.json')), 'dist', 'esm');

/** Every prop definition of the package that draws with a utility class: [prop, definition]. */
export function utilityPropDefs() {
  return Object.entries(radixProps)
    .filter(([name, group]) => name.endsWith('PropDefs') && typeof group === 'object' && group !== null)
    .flatMap(([, group]) => Object.entries(/** @type {Record<string, any>} */ (group)))
    .filter(([, def]) => typeof def?.className === 'string' && def.className.startsWith('rt-r-'));
}

/** { size: ['1', '2', …], mb: ['3'], … }: the values Radix's components give their props, at no breakpoint. */
export function radixOwnValues() {
  const defs = utilityPropDefs();
  const props = new Set(defs.map(([prop]) => prop));
  /** @type {Record<string, Set<string>>} */
  const values = {};
  const add = (/** @type {string} */ prop, /** @type {string} */ value) => (values[prop] ??= new Set()).add(value);
  for (const [prop, def] of defs) if (typeof def.default === 'string') add(prop, def.default);
  const modules = readdirSync(join(ESM_DIR, 'components'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  for (const file of modules) {
    for (const [, prop, value] of readFileSync(join(ESM_DIR, 'components', file), 'utf8').matchAll(/[{,]([a-zA-Z]+):"([^"]*)"/g))
      if (props.has(/** @type {string} */ (prop))) add(/** @type {string} */ (prop), /** @type {string} */ (value));
  }
  for (const [, size] of readFileSync(join(ESM_DIR, 'helpers', 'map-prop-values.js'), 'utf8').matchAll(/return"([^"]*)"/g))
    add('size', /** @type {string} */ (size));
  return Object.fromEntries(Object.entries(values).map(([prop, set]) => [prop, [...set].sort()]));
}

/** `rt-r-size-1`…: the utility classes Radix's component modules name in full, not from a prop. */
export function radixOwnClasses() {
  const families = new Set(utilityPropDefs().map(([, def]) => def.className));
  const modules = readdirSync(join(ESM_DIR, 'components'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  /** @type {Set<string>} */
  const classes = new Set();
  for (const file of modules) {
    for (const [name] of readFileSync(join(ESM_DIR, 'components', file), 'utf8').matchAll(/rt-r-[a-z0-9-]*[a-z0-9]/g))
      if (!families.has(name)) classes.add(name);
  }
  return classes;
}

/**
 * For each of the site's components, the variant, size and high-contrast values its elements have
 * without the site giving them: the defaults of the props of every component it is drawn with
 * (a Button's are its BaseButton's), and the values the modules of the site's components give
 * their own elements (a dialog's title is a Heading of size 5) or map one size to (a Callout's to
 * its Text's), which may land on any component.
 * @param {string[]} site the site's components
 * @returns {Map<string, Record<string, string[]>>}
 */
export function radixComponentValues(site) {
  const ownerOf = componentOwner();
  const defaults = Object.entries(radixProps)
    .filter(([name, group]) => name.endsWith('PropDefs') && typeof group === 'object' && group !== null)
    .map(([name, group]) => ({
      owner: ownerOf(pascalName(kebabName(name.replace(/PropDefs$/, '')))),
      defs: /** @type {Record<string, any>} */ (group),
    }));
  const drawnWith = componentClosure(site);
  /** @type {Record<string, Set<string>>} */
  const given = { size: new Set(), variant: new Set(), highContrast: new Set() };
  for (const name of drawnWith) {
    for (const dir of ['', '_internal']) {
      const file = join(ESM_DIR, 'components', dir, `${kebabName(name)}.js`);
      if (!existsSync(file)) continue;
      for (const [, prop, value] of readFileSync(file, 'utf8').matchAll(/[{,](size|variant|highContrast):(?:"([^"]*)"|!0)/g))
        given[/** @type {string} */ (prop)]?.add(value ?? 'true');
    }
  }
  for (const [, size] of readFileSync(join(ESM_DIR, 'helpers', 'map-prop-values.js'), 'utf8').matchAll(/return"([^"]*)"/g))
    given.size?.add(/** @type {string} */ (size));
  return new Map(
    site.map((component) => {
      const closure = componentClosure([component]);
      /** @type {Record<string, Set<string>>} */
      const values = Object.fromEntries(Object.entries(given).map(([prop, set]) => [prop, new Set(set)]));
      for (const { owner, defs } of defaults) {
        if (owner === undefined || !closure.has(owner)) continue;
        for (const prop of ['size', 'variant']) if (typeof defs[prop]?.default === 'string') values[prop]?.add(defs[prop].default);
      }
      return [component, Object.fromEntries(Object.entries(values).map(([prop, set]) => [prop, [...set].sort()]))];
    }),
  );
}
