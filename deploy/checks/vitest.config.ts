import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/**
 * The deployment checks (`npm test`'s deploy suite): the Kubernetes manifests rendered and
 * validated, and the compose file's configurations. The tools they run are installed by the
 * global setup when missing (deploy/checks/tools.mjs; cached in .data/tools).
 */
export default defineConfig({
  // The services' configuration schemas are read through service-kit, whose Nest parts need
  // decorator metadata, which only swc emits here.
  plugins: [swc.vite({ module: { type: 'es6' } })],
  resolve: { conditions: ['source'] },
  test: {
    name: 'deploy',
    root: import.meta.dirname + '/../..',
    include: ['deploy/checks/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['deploy/checks/install-tools.global.mjs'],
    // A fresh machine builds the tools first (a few minutes); cached, nothing.
    hookTimeout: 600_000,
    testTimeout: 30_000,
  },
});
