/**
 * Radix Themes' responsive props (`columns={{ initial: '1', sm: '2' }}`) only work for the
 * breakpoints whose CSS the shell ships (packages/web-kit/rspack/radix-themes-css); a prop on
 * another breakpoint would silently do nothing, so lint names it.
 */
import site from '../packages/web-kit/rspack/radix-themes-css/site-components.json' with { type: 'json' };

const RADIX_BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'];
const unshipped = RADIX_BREAKPOINTS.filter((name) => !site.breakpoints.includes(name));

export const NO_ONLY_TESTS = {
  selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
  message: 'Do not commit .only tests.',
};

export const shippedBreakpointsOnly = {
  files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx', 'packages/web-kit/src/**/*.tsx'],
  rules: {
    'no-restricted-syntax': [
      'error',
      NO_ONLY_TESTS,
      {
        selector: `JSXAttribute > JSXExpressionContainer > ObjectExpression > Property[key.name=/^(${unshipped.join('|')})$/]`,
        message: `The site ships Radix Themes' CSS for the ${site.breakpoints.join(' and ')} breakpoints only (site-components.json); use initial, ${site.breakpoints.join(' or ')}.`,
      },
    ],
  },
};
