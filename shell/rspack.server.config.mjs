import { createServerConfig } from '@livefully/web-kit/rspack/server';

export default (_env, argv) =>
  createServerConfig({ dir: import.meta.dirname, name: 'shell', serverEntry: './src/server/index.ts' }, argv.mode);
