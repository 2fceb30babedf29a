import webApps from '@livefully/contracts/web-apps.json' with { type: 'json' };
import { createAppConfig } from '@livefully/web-kit/rspack';

/** Name, exposed modules and dev port come from the one list of remotes. */
const { name, exposes, port } = webApps.remotes.find((remote) => remote.dir === 'mf-content');

export default (_env, argv) => createAppConfig({ dir: import.meta.dirname, name, exposes, port }, argv.mode);
