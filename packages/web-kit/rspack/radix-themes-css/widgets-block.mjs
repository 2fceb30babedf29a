// @ts-check
/**
 * The widgets' rules in the shell's stylesheet (site-components.json `widgets`: dialogs, menus,
 * selects, tables, tabs…) sit in one always-true `@supports` block, in Radix's own place between
 * the other components and the utilities. The application (the admin area) uses the stylesheet
 * whole; a public page links it cut at the block (split-widgets-plugin.mjs): what is before it
 * and what is after it block the first paint, the block itself loads only when an island shows
 * a widget (web-kit's facades/widget-stylesheet.islands.ts), in the same place in the cascade.
 */
export const WIDGETS_CONDITION = '(--radix-widgets: on)';

/** @param {string} css */
export const wrapWidgets = (css) => `@supports ${WIDGETS_CONDITION} {\n${css}\n}\n`;

/**
 * A minified or plain stylesheet cut at the widgets' block, or undefined if it has none.
 * @param {string} css
 * @returns {{ before: string, widgets: string, after: string } | undefined}
 */
export function splitAtWidgets(css) {
  const start = css.search(/@supports\s*\(--radix-widgets:\s*on\)\s*\{/);
  if (start === -1) return undefined;
  const open = css.indexOf('{', start);
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    if (css[at] === '{') depth++;
    else if (css[at] === '}' && --depth === 0) {
      return { before: css.slice(0, start), widgets: css.slice(open + 1, at), after: css.slice(at + 1) };
    }
  }
  throw new Error('the widgets block of the stylesheet is not closed');
}
