import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { dropP3 } from './drop-p3.mjs';
import { dropRootHas } from './drop-root-has.mjs';
import { keepBreakpoints } from './keep-breakpoints.mjs';
import { keepColors } from './keep-colors.mjs';
import { keepComponentValues } from './keep-component-values.mjs';
import { componentClosure, keepComponents } from './keep-components.mjs';
import { keepKeyframes } from './keep-keyframes.mjs';
import { keepUtilities, utilityFamilies, valueClasses } from './keep-utilities.mjs';
import { splitAtWidgets, wrapWidgets } from './widgets-block.mjs';

const require = createRequire(import.meta.url);
const read = (file: string) => readFileSync(require.resolve(`@radix-ui/themes/${file}`), 'utf8');

describe("Radix Themes' stylesheet, cut to what the site uses", () => {
  it('keeps a component, the bases and components it renders, and nothing else', async () => {
    const { css } = await postcss([keepComponents({ components: ['Button'] })]).process(read('components.css'), { from: undefined });
    expect([...componentClosure(['Button'])]).toEqual(expect.arrayContaining(['Button', 'BaseButton', 'Spinner']));
    expect(css).toContain('.rt-Button');
    expect(css).toContain('.rt-BaseButton');
    expect(css).toContain('.rt-Spinner');
    expect(css).not.toContain('.rt-SelectTrigger');
    expect(css).not.toContain('.rt-DataListRoot');
    // TextField is not TextArea nor Text: a class belongs to the longest component name it starts with.
    expect(css).not.toContain('.rt-TextFieldRoot');
    // A class with no stylesheet of its own goes with the components that draw it (a popper's content: menus, selects).
    expect(css).not.toContain('.rt-PopperContent');
  });

  it('keeps the bases a component draws with only through its props or its stylesheet', () => {
    expect([...componentClosure(['CheckboxGroup'])]).toContain('BaseCheckbox');
    expect([...componentClosure(['RadioCards'])]).toContain('BaseCard');
    expect([...componentClosure(['Tabs'])]).toContain('BaseTabList');
  });

  it('keeps the responsive rules of the chosen breakpoints only', async () => {
    const { css } = await postcss([keepBreakpoints({ breakpoints: ['sm', 'md'] })]).process(read('utilities.css'), { from: undefined });
    expect(css).toMatch(/@media \(min-width: 768px\)/);
    expect(css).toMatch(/@media \(min-width: 1024px\)/);
    expect(css).not.toMatch(/@media \(min-width: (520|1280|1640)px\)/);
    expect(css).toContain('.rt-r-p-4');
  });

  it('keeps the accent and gray mappings of the named colors only', async () => {
    const { css } = await postcss([keepColors({ colors: ['orange', 'sand', 'gray'] })]).process(read('tokens/base.css'), {
      from: undefined,
    });
    expect(css).toContain("[data-accent-color='orange']");
    expect(css).toContain("[data-accent-color='gray']");
    expect(css).toContain(".radix-themes:where([data-gray-color='sand'])");
    expect(css).not.toContain("[data-accent-color='teal']");
    expect(css).not.toContain("[data-gray-color='slate']");
    // The default accent's rule excludes gray with a negation: it stays, whole.
    expect(css).toContain("[data-accent-color]:where(:not([data-accent-color=''], [data-accent-color='gray']))");
    // The scales and the rest of the tokens are untouched.
    expect(css).toContain('--space-4:');
    expect(css.length).toBeLessThan(read('tokens/base.css').length * 0.8);
  });

  it("drops the root's color-scheme from the Theme inside it (a :has() on the root), keeping the Theme's own", async () => {
    const base = read('tokens/base.css');
    expect(base).toContain(':root:where(:has(.radix-themes');
    const { css } = await postcss([dropRootHas()]).process(base, { from: undefined });
    expect(css).not.toMatch(/:root:where\(:has\(/);
    expect(css).toMatch(/\.radix-themes:where\(\.light, \.light-theme\)\s*\{\s*color-scheme: light;/);
    expect(css).toMatch(/\.radix-themes:where\(\.dark, \.dark-theme\)\s*\{\s*color-scheme: dark;/);
  });

  it('keeps the utility classes of the named layout props only, negative margins if asked', async () => {
    const utilities = read('utilities.css');
    const cut = async (negativeMargins: boolean) =>
      (await postcss([keepUtilities({ props: ['p', 'mt', 'gap'], negativeMargins })]).process(utilities, { from: undefined })).css;
    const css = await cut(false);
    expect(utilityFamilies().get('rt-r-gcs')).toEqual(new Set(['gridColumnStart']));
    expect(css).toContain('.rt-r-p-4');
    expect(css).toContain('.md\\:rt-r-mt-2');
    expect(css).toContain('.rt-r-gap-3');
    // `gap` is not `gapX` (rt-r-cg), `p` is not `pt` nor `px`.
    expect(css).not.toContain('.rt-r-cg-');
    expect(css).not.toContain('.rt-r-pt-');
    expect(css).not.toContain('.rt-r-gcs-');
    expect(css).not.toContain('.-rt-r-mt-2');
    expect(await cut(true)).toContain('.-rt-r-mt-2');
  });

  it('keeps, given the values set at each breakpoint, the classes of those values only', async () => {
    const cut = async (values: Record<string, Record<string, string[]>>) =>
      (
        await postcss([keepUtilities({ props: ['p', 'size', 'columns', 'direction', 'justify'], negativeMargins: false, values })]).process(
          read('utilities.css'),
          { from: undefined },
        )
      ).css;
    const css = await cut({
      initial: { p: ['4'], direction: ['column'] },
      sm: { direction: ['row'], columns: ['1fr 15rem'] },
      md: { p: ['6'] },
    });
    expect(css).toContain('.rt-r-p-4');
    expect(css).not.toContain('.rt-r-p-7');
    expect(css).toContain('.md\\:rt-r-p-6');
    // A value at one breakpoint is not the same value at another.
    expect(css).not.toContain('.sm\\:rt-r-p-6');
    expect(css).not.toContain('.md\\:rt-r-p-4');
    expect(css).toContain('.rt-r-fd-column');
    expect(css).toContain('.sm\\:rt-r-fd-row');
    expect(css).not.toContain('.sm\\:rt-r-fd-column');
    // A value outside the prop's list is drawn by the family's class and a CSS variable.
    expect(css).toMatch(/\.sm\\:rt-r-gtc\s*\{/);
    expect(css).not.toContain('.rt-r-gtc-7');
    // The class of a value as Radix parses it.
    const parsed = await cut({ initial: { justify: ['between'], p: ['current'] } });
    expect(parsed).toContain('.rt-r-jc-space-between');
    expect(parsed).toContain('.rt-r-p-inset');
    // '*', a value the sources do not spell: every class of the family at that breakpoint.
    const any = await cut({ initial: { p: ['*'] } });
    expect(any).toContain('.rt-r-p-4');
    expect(any).toContain('.rt-r-p-9');
    expect(any).not.toContain('.md\\:rt-r-p-4');
  });

  it('keeps, whatever the site sets, the values Radix components set themselves', async () => {
    const { css } = await postcss([keepUtilities({ props: ['size', 'mb'], negativeMargins: false, values: { initial: {} } })]).process(
      read('components.css'),
      { from: undefined },
    );
    // Heading's default size, a dialog title's margin, a select's scrollbar (a class written out in full).
    expect(css).toContain('.rt-Heading:where(.rt-r-size-6)');
    expect(css).toContain('.rt-ScrollAreaScrollbar:where(.rt-r-size-1)');
    expect(valueClasses({ initial: {} }).has('initial:rt-r-mb-3')).toBe(true);
    expect(css).not.toContain('.md\\:rt-r-size-');
  });

  it("keeps a component's variants and sizes its elements can have, and those of the bases it is drawn with", async () => {
    const cut = async (componentValues: Record<string, Record<string, string[]>>) =>
      (
        await postcss([keepComponentValues({ site: ['Button', 'Card', 'Text', 'Select'], componentValues })]).process(
          read('components.css'),
          { from: undefined },
        )
      ).css;
    const css = await cut({ Button: { variant: ['ghost'], size: ['4', 'md:1'] }, Card: { variant: ['classic'] }, Text: { size: ['7'] } });
    expect(css).toContain('.rt-Button:where(.rt-variant-ghost)');
    // The base Button draws with has the Button's values, and its defaults (solid, size 2).
    expect(css).toContain('.rt-BaseButton:where(.rt-variant-ghost)');
    expect(css).toContain('.rt-BaseButton:where(.rt-variant-solid)');
    expect(css).toContain('.rt-BaseButton:where(.rt-r-size-4)');
    expect(css).toContain('.rt-BaseButton:where(.md\\:rt-r-size-1)');
    expect(css).not.toContain('.rt-BaseButton:where(.md\\:rt-r-size-4)');
    expect(css).not.toContain('.rt-BaseButton:where(.rt-variant-classic)');
    expect(css).not.toContain('.rt-BaseButton:where(.rt-variant-outline)');
    expect(css).toContain('.rt-Card:where(.rt-variant-classic)');
    expect(css).not.toContain('.rt-Card:where(.rt-variant-ghost)');
    expect(css).toContain('.rt-Text:where(.rt-r-size-7)');
    expect(css).not.toContain('.rt-Text:where(.rt-r-size-8)');
    // A value Radix's own components give (a dialog's description is a Text of size 3), any component may have.
    expect(css).toContain('.rt-Text:where(.rt-r-size-3)');
    // A value in a negation names it to exclude it: the rule applies to every other.
    expect(css).toMatch(/\.rt-SelectTrigger:where\(:not\(\.rt-variant-ghost\)\)/);
    // Values given outside a Radix element (a wrapper's props, an object spread into one) may land on any component.
    expect(await cut({ '*': { variant: ['outline'] } })).toContain('.rt-BaseButton:where(.rt-variant-outline)');
    expect(await cut({ Card: { variant: ['*'] } })).toContain('.rt-Card:where(.rt-variant-ghost)');
  });

  it('drops the display-p3 copies of the color scales, keeps the sRGB ones', async () => {
    const source = read('tokens/colors/orange.css');
    expect(source).toContain('color(display-p3');
    const { css } = await postcss([dropP3()]).process(source, { from: undefined });
    expect(css).not.toContain('display-p3');
    expect(css).toMatch(/--orange-9:\s*#/);
    expect(css).toContain('.dark, .dark-theme');
  });

  it("keeps, beside another stylesheet's components, only the rules of its own", async () => {
    const { css } = await postcss([
      keepComponents({
        components: ['Dialog', 'Select'],
        beside: { components: ['Button', 'Text'], parts: ['SelectTrigger', 'SelectIcon'] },
      }),
      keepKeyframes(),
    ]).process(read('components.css'), { from: undefined });
    expect(css).toContain('.rt-BaseDialogContent');
    expect(css).toContain('.rt-SelectContent');
    expect(css).toContain('.rt-PopperContent');
    // A part the other one ships (a select's trigger, drawn in a page's markup).
    expect(css).not.toContain('.rt-SelectTrigger');
    // What the other one ships: the reset, the theme's tokens, the components and bases it has, the keyframes.
    expect(css).not.toContain('.rt-reset');
    expect(css).not.toContain(':where(.radix-themes) {');
    expect(css).not.toContain('.rt-BaseButton');
    expect(css).not.toContain('.rt-Text');
    // The keyframes of its own rules (a dialog's, a popper's), not those of the other's (a spinner's).
    expect(css).toContain('@keyframes rt-dialog-content-show');
    expect(css).toContain('@keyframes rt-slide-from-top');
    expect(css).not.toContain('@keyframes rt-spinner-leaf-fade');
  });

  it('keeps the keyframes its rules animate with or name in a custom property, and no other', async () => {
    const cut = async (components: string[]) =>
      (await postcss([keepComponents({ components }), keepKeyframes()]).process(read('components.css'), { from: undefined })).css;
    const css = await cut(['Button']);
    expect(css).toContain('@keyframes rt-spinner-leaf-fade');
    expect(css).not.toContain('@keyframes rt-dialog-content-show');
    expect(css).not.toContain('@keyframes rt-slide-from-top');
    expect(css).not.toContain('@keyframes rt-progress-indicator');
    // A progress bar names its keyframes in custom properties.
    expect(await cut(['Progress'])).toContain('@keyframes rt-progress-indicator-soft-indeterminate-fade');
  });

  it("ships a widget's part a page draws in its markup with the components", async () => {
    const { css } = await postcss([keepComponents({ components: ['Button'], parts: ['SelectTrigger', 'SelectIcon'] })]).process(
      read('components.css'),
      { from: undefined },
    );
    expect(css).toContain('.rt-SelectTrigger');
    expect(css).toContain('.rt-SelectTriggerInner');
    expect(css).toContain('.rt-SelectIcon');
    expect(css).not.toContain('.rt-SelectContent');
    expect(css).not.toContain('.rt-SelectItem');
  });

  it("cuts a stylesheet at the widgets' block, minified or not", () => {
    const plain = `.a { color: red }\n${wrapWidgets('.b { color: blue }\n@media (min-width: 768px) { .c { color: green } }')}.d { color: red }`;
    expect(splitAtWidgets(plain)).toEqual({
      before: '.a { color: red }\n',
      widgets: '\n.b { color: blue }\n@media (min-width: 768px) { .c { color: green } }\n',
      after: '\n.d { color: red }',
    });
    expect(splitAtWidgets('.a{color:red}@supports (--radix-widgets:on){.b{color:#00f}}.d{color:red}')).toEqual({
      before: '.a{color:red}',
      widgets: '.b{color:#00f}',
      after: '.d{color:red}',
    });
    expect(splitAtWidgets('.a{color:red}')).toBeUndefined();
  });

  it('refuses a breakpoint Radix Themes does not have', () => {
    expect(() => keepBreakpoints({ breakpoints: ['sm', 'huge'] })).toThrow(/no breakpoint huge/);
  });
});
