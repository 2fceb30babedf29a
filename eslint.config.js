import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { gatewayLayers } from './eslint/gateway-layers.js';
import { importBoundaries } from './eslint/import-boundaries.js';
import { NO_ONLY_TESTS, shippedBreakpointsOnly } from './eslint/radix-themes.js';
import { sharedFacadesOnly } from './eslint/shared-facades.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortSignal: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_ONLY_TESTS],
    },
  },
  {
    // Type-aware rules for the faults a type checker alone lets through: a promise nobody awaits
    // or catches, a promise handed where a void callback is expected, an await on a non-promise.
    // The project service finds each file's nearest tsconfig.json (the root one holds the tests,
    // scripts and configs no workspace's build compiles).
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  importBoundaries,
  gatewayLayers,
  shippedBreakpointsOnly,
  sharedFacadesOnly,
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mf-*/src/**/*.{ts,tsx}',
      'packages/web-kit/src/**/*.{ts,tsx}',
      'packages/content-queries/src/**/*.ts',
    ],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
