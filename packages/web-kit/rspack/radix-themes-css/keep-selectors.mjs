// @ts-check
/**
 * The walk of every keep-* plugin: a rule keeps the selectors `usable` accepts, a rule that loses
 * its last selector goes, and an at-rule left empty goes. Keyframes' steps (`from`, `50%`) name
 * no element and are left alone (keep-keyframes.mjs keeps the keyframes that rules use).
 * @param {string} postcssPlugin the plugin's name
 * @param {(selector: string) => boolean} usable whether a selector can match an element of the site
 */
export function keepSelectors(postcssPlugin, usable) {
  return {
    postcssPlugin,
    /** @param {import('postcss').Root} root */
    OnceExit(root) {
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test(/** @type {any} */ (rule.parent).name)) return;
        const selectors = rule.selectors.filter(usable);
        if (selectors.length === 0) rule.remove();
        else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
      });
    },
  };
}
