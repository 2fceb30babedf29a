import { createAppConfig } from '@livefully/web-kit/rspack';

export default (_env, argv) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_search',
      exposes: { './SearchPage': './src/exposes/search-page.tsx' },
      port: 3002,
    },
    argv.mode,
  );
