import { defineConfig } from 'vitest/config';

/**
 * Cross-process tests: real PostgreSQL, Redis and the compiled services, started by the
 * tests themselves. One file at a time, since each starts a whole little cluster. Each file
 * has its own fixed ports below 32768, outside the range the kernel hands out to outgoing
 * connections, so a test never finds its port taken by a stray client socket.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'integration',
    include: ['gateway/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'deploy/test/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
