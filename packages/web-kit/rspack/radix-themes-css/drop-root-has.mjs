// @ts-check
/**
 * A PostCSS plugin that drops Radix's `:root:where(:has(.radix-themes[data-is-root-theme='true']…))`
 * selectors (tokens/base.css: the root's color-scheme from the Theme inside it). A `:has()` whose
 * subject is the root makes Chromium check the root again whenever an element comes or goes
 * anywhere in the page (a Select's options, a dialog), and the root's style recomputed means every
 * element's, each carrying Radix's hundreds of tokens: 30-80 ms a time on a phone's CPU, inside the
 * press that opened the Select. The site sets the root's color-scheme itself (`:root.light`,
 * `:root.dark` in the shell's theme.css, from appearance.js before first paint), so the rule had no
 * work left. The `.radix-themes:where(.light, …)` selectors of the same rules stay.
 */

const ROOT_HAS = /^:root:where\(:has\(/;

export function dropRootHas() {
  return {
    postcssPlugin: 'radix-themes-drop-root-has',
    /** @param {import('postcss').Root} root */
    OnceExit(root) {
      root.walkRules((rule) => {
        const selectors = rule.selectors.filter((selector) => !ROOT_HAS.test(selector.trim()));
        if (selectors.length === 0) rule.remove();
        else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
      });
    },
  };
}
dropRootHas.postcss = true;
