// @ts-check
/**
 * A PostCSS plugin that drops Radix Themes' display-p3 colors. Radix writes every scale and its
 * black and white alphas twice, in sRGB and again in `@supports (color: color(display-p3 1 1 1))
 * { @media (color-gamut: p3) { … } }`: 2.7 KB gzip'd of the shell's render-blocking CSS for the
 * seven scales the site ships, for colors a wide-gamut screen shows a little more saturated. The
 * site's own colors (the shell's theme) are sRGB: without the P3 copies every screen shows the
 * same colors, those of the screenshots and of the contrast checks.
 */
export function dropP3() {
  return {
    postcssPlugin: 'radix-themes-drop-p3',
    AtRule: {
      /** @param {import('postcss').AtRule} atRule */
      supports(atRule) {
        if (/display-p3/.test(atRule.params)) atRule.remove();
      },
    },
  };
}
dropP3.postcss = true;
