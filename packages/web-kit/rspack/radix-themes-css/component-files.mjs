// @ts-check
/**
 * Radix Themes' components as its package ships them: one stylesheet per component under
 * src/components (and _internal/ for the shared bases), one module of the same name under
 * dist/esm/components. Read from the installed package, so an upgrade brings its own list.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const PACKAGE_DIR = dirname(require.resolve('@radix-ui/themes/package.json'));
const SOURCE_DIR = join(PACKAGE_DIR, 'src', 'components');
const MODULE_DIR = join(PACKAGE_DIR, 'dist', 'esm', 'components');

/** 'text-field' → 'TextField', '_internal/base-button' → 'BaseButton'. */
export const pascalName = (/** @type {string} */ stem) =>
  stem
    .replace(/^_internal\//, '')
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** 'TextField' → 'text-field'. */
export const kebabName = (/** @type {string} */ name) => name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();

/** Every component that has a stylesheet, by its class-name stem ('TextField', 'BaseButton'). */
export function styledComponents() {
  const stems = [
    ...readdirSync(SOURCE_DIR).filter((f) => f.endsWith('.css')),
    ...readdirSync(join(SOURCE_DIR, '_internal')).map((f) => `_internal/${f}`),
  ];
  return new Set(stems.filter((f) => f.endsWith('.css')).map((f) => pascalName(f.replace(/\.css$/, ''))));
}

/** A component's class in a selector: `.rt-TextFieldRoot` → 'TextFieldRoot'. */
export const COMPONENT_CLASS = /\.rt-([A-Z][A-Za-z]*)/g;

/** Finds the component a class belongs to: `TextFieldRoot` → 'TextField', the longest styled component it starts with. */
export function componentOwner() {
  const byLength = [...styledComponents()].sort((a, b) => b.length - a.length);
  return (/** @type {string} */ className) => byLength.find((name) => className.startsWith(name));
}

/**
 * The components one component brings along: those its module and its props module import
 * (Button → BaseButton → Spinner; CheckboxGroup → BaseCheckbox through its props) and the
 * stylesheets its own stylesheet imports (Checkbox → BaseCheckbox).
 */
export function importedComponents(/** @type {string} */ name) {
  const stem = kebabName(name);
  const candidates = ['', '_internal'].flatMap((dir) => [
    join(MODULE_DIR, dir, `${stem}.js`),
    join(MODULE_DIR, dir, `${stem}.props.js`),
    join(SOURCE_DIR, dir, `${stem}.css`),
  ]);
  const found = new Set();
  for (const file of candidates.filter(existsSync)) {
    const source = readFileSync(file, 'utf8');
    const pattern = file.endsWith('.css')
      ? /@import\s+'\.\/(?:_internal\/)?([a-z-]+)\.css'/g
      : /from\s*"\.{1,2}\/(?:components\/)?(?:_internal\/)?([a-z-]+)(?:\.props)?\.js"/g;
    for (const match of source.matchAll(pattern)) found.add(pascalName(/** @type {string} */ (match[1])));
  }
  found.delete(name);
  return [...found];
}

/**
 * The components whose modules draw a class that has no stylesheet of its own (`PopperContent`,
 * styled in Radix's animations: Select, DropdownMenu, Popover, HoverCard, ContextMenu).
 */
export function componentsDrawing(/** @type {string} */ className) {
  const found = new Set();
  for (const dir of ['', '_internal']) {
    for (const file of readdirSync(join(MODULE_DIR, dir)).filter((f) => f.endsWith('.js') && !f.endsWith('.props.js'))) {
      if (new RegExp(`\\brt-${className}\\b`).test(readFileSync(join(MODULE_DIR, dir, file), 'utf8')))
        found.add(pascalName(file.replace(/\.js$/, '')));
    }
  }
  return found;
}
