import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/**
 * The deployment checks (`npm test`'s deploy suite): the Kubernetes manifests rendered and
 * validated, and the compose file's configurations. The tools they run are installed by the
 * prerequisites step (deploy/checks/tools.mjs).
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
    testTimeout: 30_000,
  },
});
