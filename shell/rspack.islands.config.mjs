import { createIslandsConfig } from '@livefully/web-kit/rspack/islands';

export default (_env, argv) =>
  createIslandsConfig({ dir: import.meta.dirname, name: 'shell', runtime: './src/islands/runtime.tsx' }, argv.mode);
