// @ts-check
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEB_APPS } from './build.mjs';
import { REPO_ROOT } from './stack.mjs';

/**
 * Each web app's port in `npm run dev`: the shell on `base`, the remotes on the next ports.
 * @param {number} base
 * @returns {Record<string, number>}
 */
export function webDevPorts(base) {
  return Object.fromEntries(WEB_APPS.map((app, index) => [app, base + index]));
}

/**
 * The gateway's `REMOTES` for the dev servers: each remote's manifest on its own port.
 * @param {Record<string, number>} ports
 */
export function devRemotes(ports) {
  return WEB_APPS.filter((app) => app !== 'shell')
    .map((app) => `${app.replace('-', '_')}=http://localhost:${ports[app]}/mf-manifest.json`)
    .join(',');
}

/**
 * Runs every web app's rspack dev server in this process, each from the app's own
 * rspack.config.mjs in development mode (see packages/web-kit/rspack/dev-server-config.mjs),
 * resolving once each has compiled for the first time.
 * @param {Record<string, number>} ports
 * @param {(part: string, message: string) => void} say
 */
export async function startWebDevServers(ports, say) {
  /** @type {RspackDevServer[]} */
  const servers = [];
  const stop = () => Promise.all(servers.map((server) => server.stop().catch(() => {})));
  try {
    await Promise.all(
      WEB_APPS.map(async (app) => {
        const configModule = await import(pathToFileURL(join(REPO_ROOT, app, 'rspack.config.mjs')).href);
        const config = configModule.default({}, { mode: 'development' });
        config.devServer.port = ports[app];
        // Ctrl-C is the runner's to handle: the dev server would end the process on it, before
        // the rest of the stack is stopped.
        config.devServer.setupExitSignals = false;
        // One line per rebuild from here, not the dev server's banners.
        config.infrastructureLogging = { level: 'error' };
        config.stats = 'errors-only';
        const compiler = rspack(config);
        let first = true;
        const compiled = new Promise((resolve) => {
          compiler.hooks.done.tap('livefully-dev', (stats) => {
            const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
            const what = errors.length
              ? `failed: ${errors[0]?.message.split('\n')[0]}`
              : first
                ? `ready on http://localhost:${ports[app]}`
                : 'rebuilt';
            say(app, what);
            first = false;
            resolve(undefined);
          });
        });
        const server = new RspackDevServer(config.devServer, compiler);
        servers.push(server);
        await server.start();
        await compiled;
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
