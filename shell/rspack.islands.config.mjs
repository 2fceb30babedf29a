import { createIslandsConfig } from '@livefully/web-kit/rspack/islands';

export default (_env, argv) =>
  createIslandsConfig(
    { dir: import.meta.dirname, name: 'shell', runtime: { early: './src/islands/early.ts', runtime: './src/islands/runtime.tsx' } },
    argv.mode,
  );
