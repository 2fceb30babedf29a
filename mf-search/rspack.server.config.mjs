import webApps from '@livefully/contracts/web-apps.json' with { type: 'json' };
import { createServerConfig } from '@livefully/web-kit/rspack/server';

const { name, exposes, port } = webApps.remotes.find((remote) => remote.dir === 'mf-search');

export default (_env, argv) => createServerConfig({ dir: import.meta.dirname, name, exposes, port }, argv.mode);
