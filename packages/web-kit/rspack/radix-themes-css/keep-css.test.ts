import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { dropRootHas } from './drop-root-has.mjs';
import { keepBreakpoints } from './keep-breakpoints.mjs';
import { keepColors } from './keep-colors.mjs';
import { componentClosure, keepComponents } from './keep-components.mjs';
import { keepUtilities, utilityFamilies } from './keep-utilities.mjs';
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

  it("keeps, beside another stylesheet's components, only the rules of its own", async () => {
    const { css } = await postcss([
      keepComponents({
        components: ['Dialog', 'Select'],
        beside: { components: ['Button', 'Text'], parts: ['SelectTrigger', 'SelectIcon'] },
      }),
    ]).process(read('components.css'), { from: undefined });
    expect(css).toContain('.rt-BaseDialogContent');
    expect(css).toContain('.rt-SelectContent');
    // A part the other one ships (a select's trigger, drawn in a page's markup).
    expect(css).not.toContain('.rt-SelectTrigger');
    // What the other one ships: the reset, the theme's tokens, the components and bases it has, the keyframes.
    expect(css).not.toContain('.rt-reset');
    expect(css).not.toContain(':where(.radix-themes) {');
    expect(css).not.toContain('.rt-BaseButton');
    expect(css).not.toContain('.rt-Text');
    expect(css).not.toContain('@keyframes');
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
