import webApps from '@livefully/contracts/web-apps.json' with { type: 'json' };
import { createAppConfig } from '@livefully/web-kit/rspack';

export default (_env, argv) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'shell',
      runtimePlugins: ['./src/federation/offline-remote-plugin.ts'],
      html: { template: './index.html', favicon: './favicon.svg' },
      publicDir: './public',
      port: webApps.shell.port,
    },
    argv.mode,
  );
