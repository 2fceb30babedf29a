import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { APPS } from '@livefully/contracts/apps';
import * as radixProps from '@radix-ui/themes/props';
import { describe, expect, it } from 'vitest';
import { badgeThemeColor, type BadgeColor } from '../../src/ui/category-color.js';
import { utilityFamilies } from './keep-utilities.mjs';
import { layoutValues } from './layout-values.js';
import site from './site-components.json' with { type: 'json' };

const require = createRequire(import.meta.url);
const REPO = join(import.meta.dirname, '../../../..');
const FACADES = [
  'packages/web-kit/src/facades/ui.ts',
  'packages/web-kit/src/facades/ui-widgets.ts',
  'packages/web-kit/src/facades/island-theme.tsx',
];
/** Exports of the facade with no stylesheet of their own: web-kit's, and Radix's plain SVG icons. */
const OWN_EXPORTS = new Set([
  'IslandTheme',
  'SITE_THEME',
  'ChevronDownIcon',
  'ThickCheckIcon',
  'ThickChevronRightIcon',
  'ThickDividerHorizontalIcon',
]);
const APP_SOURCES = [
  'shell/src',
  'packages/web-kit/src',
  ...readdirSync(REPO)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
];

/**
 * Every value the apps' sources import from Radix Themes, through web-kit's facades or directly
 * (type-only imports aside), and whether through the widgets' facade. The facades themselves
 * re-export more than the apps use.
 */
function importedNames(): Map<string, { file: string; widget: boolean }> {
  const names = new Map<string, { file: string; widget: boolean }>();
  for (const dir of APP_SOURCES) {
    for (const file of readdirSync(join(REPO, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || FACADES.includes(`${dir}/${file}`)) continue;
      const source = readFileSync(join(REPO, dir, file), 'utf8');
      for (const [, list, from] of source.matchAll(
        /import\s+\{([^}]*)\}\s+from\s+'(@livefully\/web-kit\/ui(?:\/widgets)?|@radix-ui\/themes)'/g,
      )) {
        for (const entry of (list as string).split(',').map((part) => part.trim())) {
          const name = entry.split(/\s+as\s+/)[0] as string;
          if (entry && !entry.startsWith('type ') && !OWN_EXPORTS.has(name))
            names.set(name, { file: `${dir}/${file}`, widget: from === '@livefully/web-kit/ui/widgets' });
        }
      }
    }
  }
  return names;
}

/** Every Radix color the apps' sources name as a literal (`color="red"`, `accentColor: 'orange'`), test helpers aside. */
function namedColors(): Map<string, string> {
  const colors = new Map<string, string>();
  for (const dir of APP_SOURCES) {
    for (const file of readdirSync(join(REPO, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.includes('testing/')) continue;
      const source = readFileSync(join(REPO, dir, file), 'utf8');
      for (const [, color] of source.matchAll(/\b(?:color|accentColor|grayColor)(?:=|:\s*)["']([a-z]+)["']/g))
        colors.set(color as string, `${dir}/${file}`);
    }
  }
  return colors;
}

describe('site-components.json, the Radix Themes colors whose token mappings the shell ships', () => {
  it('names every color an app names, the category badges and the app cards draw with', () => {
    const badges = (['red', 'blue', 'green', 'orange', 'grey'] satisfies BadgeColor[]).map(badgeThemeColor);
    const named = [...namedColors(), ...badges.map((color) => [color, 'category-color.ts']), ...APPS.map((app) => [app.color, 'apps.ts'])];
    const missing = named.filter(([color]) => !site.colors.includes(color as string)).map(([color, file]) => `${color} (${file})`);
    expect(missing, 'add these to site-components.json').toEqual([]);
  });

  it('names the scales the shell imports', () => {
    const imports = readFileSync(join(REPO, 'shell/src/app/theme/radix-themes.css'), 'utf8');
    const scales = [...imports.matchAll(/tokens\/colors\/([a-z]+)\.css/g)].map((match) => match[1]);
    expect(scales.filter((scale) => !site.colors.includes(scale as string))).toEqual([]);
  });
});

/** The apps' sources (test files and helpers aside) and Radix's component modules, each as one text. */
function sourceTexts() {
  const read = (dir: string, pattern: RegExp) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('testing/'))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
  const radixComponents = join(require.resolve('@radix-ui/themes'), '../../esm/components');
  return { apps: APP_SOURCES.map((dir) => read(join(REPO, dir), /\.tsx?$/)).join('\n'), radix: read(radixComponents, /\.js$/) };
}

describe('site-components.json, the Radix Themes layout props whose utility classes the shell ships', () => {
  const { apps, radix } = sourceTexts();
  const props = [...new Set([...utilityFamilies().values()].flatMap((names) => [...names]))];
  /** Set by an app (`mt="2"`, `mt={{ … }}`, `{ mt: '2' }`) or by a Radix component itself (`{trim:"start"}`). */
  const isSet = (prop: string) =>
    new RegExp(`(\\b${prop}=|[{,\\s]${prop}:\\s*['"{])`).test(apps) || new RegExp(`[{,]${prop}:"`).test(radix);

  it('names every layout prop an app or a Radix component sets', () => {
    expect(
      props.filter((prop) => isSet(prop) && !site.layoutProps.includes(prop)),
      'add these to site-components.json',
    ).toEqual([]);
  });

  it('names no layout prop that nothing sets, but those Radix components set by default', () => {
    const defaults = new Set(
      Object.entries(radixProps)
        .filter(([name]) => name.endsWith('PropDefs'))
        .flatMap(([, defs]) => Object.entries(defs as Record<string, { default?: unknown }>))
        .filter(([, def]) => def?.default !== undefined)
        .map(([prop]) => prop),
    );
    expect(site.layoutProps.filter((prop) => !isSet(prop) && !defaults.has(prop))).toEqual([]);
  });

  it('ships negative margins only if an app sets one', () => {
    const negative = /\b(?:m|mx|my|mt|mr|mb|ml)(?:=\{?|:\s*)["']-\d/.test(apps) || /[{,]m[xytrbl]?:"-\d/.test(radix);
    expect(negative && !site.negativeMargins, 'set negativeMargins in site-components.json').toBe(false);
  });
});

describe('site-components.json, the values of the layout props whose classes the shell ships', () => {
  const props = new Set([...utilityFamilies().values()].flatMap((names) => [...names]));
  const found = APP_SOURCES.flatMap((dir) =>
    readdirSync(join(REPO, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('testing/'))
      .flatMap((file) => layoutValues(`${dir}/${file}`, readFileSync(join(REPO, dir, file), 'utf8'), props)),
  );
  const listed = site.layoutValues as Record<string, Record<string, string[]>>;
  /** A value the sources do not spell is '*': every class of the prop's family ships at that breakpoint. */
  const spelled = ({ value }: { value: string | undefined }) => value ?? '*';

  it('names every value an app gives a layout prop, at each breakpoint', () => {
    const missing = found
      .flatMap((entry) => (entry.breakpoint === '*' ? Object.keys(listed).map((breakpoint) => ({ ...entry, breakpoint })) : [entry]))
      .filter((entry) => !listed[entry.breakpoint]?.[entry.prop]?.includes(spelled(entry)))
      .map((entry) => `${entry.breakpoint} ${entry.prop}: ${spelled(entry)} (${entry.at})`);
    expect(missing, 'add these to site-components.json layoutValues').toEqual([]);
  });

  it('names no value no app gives, at the breakpoints the site uses', () => {
    expect(Object.keys(listed)).toEqual(['initial', ...site.breakpoints]);
    const unused = Object.entries(listed).flatMap(([breakpoint, values]) =>
      Object.entries(values).flatMap(([prop, list]) =>
        list
          .filter(
            (value) =>
              !found.some((entry) => entry.prop === prop && [breakpoint, '*'].includes(entry.breakpoint) && spelled(entry) === value),
          )
          .map((value) => `${breakpoint} ${prop}: ${value}`),
      ),
    );
    expect(unused).toEqual([]);
  });
});

describe('site-components.json, the variants and sizes of each component whose rules the shell ships', () => {
  const found = APP_SOURCES.flatMap((dir) =>
    readdirSync(join(REPO, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('testing/'))
      .flatMap((file) =>
        layoutValues(`${dir}/${file}`, readFileSync(join(REPO, dir, file), 'utf8'), new Set(['variant', 'size', 'highContrast'])),
      ),
  ).map((entry) => ({
    ...entry,
    // Outside a Radix element (a wrapper's props, an object spread into one) a value may land on any component: '*'.
    component: entry.element ?? '*',
    // 'md:3' at a breakpoint; '*', a value the sources do not spell, at all of them.
    spelled: entry.value === undefined ? '*' : entry.breakpoint === 'initial' ? entry.value : `${entry.breakpoint}:${entry.value}`,
  }));
  const listed = site.componentValues as Record<string, Record<string, string[]>>;

  it('names every variant, size and high contrast an app gives a component', () => {
    const missing = found
      .filter((entry) => !listed[entry.component]?.[entry.prop]?.includes(entry.spelled))
      .map((entry) => `${entry.component} ${entry.prop}: ${entry.spelled} (${entry.at})`);
    expect(missing, 'add these to site-components.json componentValues').toEqual([]);
  });

  it('names none that no app gives, and only components the site renders', () => {
    expect(Object.keys(listed).filter((name) => name !== '*' && ![...site.components, ...site.widgets].includes(name))).toEqual([]);
    const unused = Object.entries(listed).flatMap(([component, values]) =>
      Object.entries(values).flatMap(([prop, list]) =>
        list
          .filter((value) => !found.some((entry) => entry.component === component && entry.prop === prop && entry.spelled === value))
          .map((value) => `${component} ${prop}: ${value}`),
      ),
    );
    expect(unused).toEqual([]);
  });
});

describe('site-components.json, the Radix Themes components whose CSS the shell ships', () => {
  const imported = importedNames();
  const listed = (widget: boolean) => (widget ? site.widgets : site.components);

  it('names every component an app imports, a widget (from the widgets facade) as a widget', () => {
    const missing = [...imported]
      .filter(([name, { widget }]) => !listed(widget).includes(name))
      .map(([name, { file, widget }]) => `${name} (${file}) in ${widget ? 'widgets' : 'components'}`);
    expect(missing, 'add these to site-components.json').toEqual([]);
  });

  it('names no component that no app imports, so no unused CSS ships', () => {
    expect([...site.components, ...site.widgets].filter((name) => !imported.has(name))).toEqual([]);
  });
});
