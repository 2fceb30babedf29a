import webApps from '@livefully/contracts/web-apps.json' with { type: 'json' };
import { createIslandsConfig } from '@livefully/web-kit/rspack/islands';

/** The remote's islands (`islands` in web-apps.json), for the browser's island runtime. */
const { name, islands, port } = webApps.remotes.find((remote) => remote.dir === 'mf-engage');

export default (_env, argv) => createIslandsConfig({ dir: import.meta.dirname, name, islands, port }, argv.mode);
