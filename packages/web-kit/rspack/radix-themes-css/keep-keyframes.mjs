// @ts-check
/**
 * A PostCSS plugin that keeps only the keyframes a rule of the same stylesheet animates with,
 * or names in a custom property (a progress bar's `--progress-indicator-indeterminate-animation-start`).
 * Radix's components.css defines every component's animations whatever the site renders
 * (a progress bar's ten, a dialog's and a popper's): those of components cut out, or of the
 * widgets, match nothing in the render-blocking stylesheet. The widgets' block keeps those its
 * own rules use (keep-components.mjs), so they arrive with the widgets.
 */
export function keepKeyframes() {
  return {
    postcssPlugin: 'radix-themes-keep-keyframes',
    /** @param {import('postcss').Root} root */
    OnceExit(root) {
      /** @type {Set<string>} */
      const used = new Set();
      root.walkDecls((decl) => {
        for (const word of decl.value.split(/[\s,]+/)) used.add(word);
      });
      root.walkAtRules(/keyframes$/, (atRule) => {
        if (!used.has(atRule.params.trim())) atRule.remove();
      });
    },
  };
}
keepKeyframes.postcss = true;
