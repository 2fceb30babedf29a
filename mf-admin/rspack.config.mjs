import { createAppConfig } from '@livefully/web-kit/rspack';

export default (_env, argv) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_admin',
      exposes: { './AdminApp': './src/exposes/admin-app.tsx' },
      port: 3004,
    },
    argv.mode,
  );
