import { defineConfig } from 'vitest/config';
import swc from 'unplugin-swc';

const serverDirs = ['packages/contracts', 'packages/service-kit', 'gateway', 'services/*', 'deploy'];
const webDirs = ['packages/web-kit', 'packages/content-queries', 'shell', 'mf-content', 'mf-search', 'mf-engage', 'mf-admin'];

export default defineConfig({
  test: {
    projects: [
      {
        // Nest needs decorator metadata, which only swc emits here.
        plugins: [swc.vite({ module: { type: 'es6' } })],
        resolve: { conditions: ['source'] },
        test: {
          name: 'server',
          include: [
            ...serverDirs.map((d) => `${d}/src/**/*.test.ts`),
            'eslint/*.test.ts',
            'packages/web-kit/rspack/**/*.test.ts',
            'shell/server/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'web',
          include: webDirs.map((d) => `${d}/src/**/*.test.{ts,tsx}`),
          setupFiles: ['packages/web-kit/src/testing/vitest-setup.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
