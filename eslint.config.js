import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
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
  importBoundaries,
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
