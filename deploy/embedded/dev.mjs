// @ts-check
import { buildServer } from './build.mjs';
import { runnerEnv, say, stackOptions } from './config.mjs';
import { watchServer } from './server-watch.mjs';
import { stopOnSignals } from './signals.mjs';
import { relayName, startStack } from './stack.mjs';
import { devRemotes, startWebDevServers, webDevPorts } from './web-dev-servers.mjs';

/**
 * `npm run dev`: the site as `npm start` runs it, but from the sources: every web app from its
 * rspack dev server (the shell's page is the site; its dev server proxies the API to the
 * gateway), the services and the gateway restarted on every compile of `tsc -b --watch`.
 */
const env = runnerEnv('dev');
const ports = webDevPorts(env.WEB_DEV_PORT);
// Read by the shell's dev server config: where /api and /remotes.json go.
process.env.GATEWAY_URL = `http://127.0.0.1:${env.PORT}`;

try {
  buildServer((line) => console.log(line));
} catch (error) {
  console.error(`dev: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
const server = watchServer(say);

const [stack, web] = await Promise.allSettled([
  startStack({ ...stackOptions(env, say), watch: true, remotes: devRemotes(ports) }),
  startWebDevServers(ports, say),
]);
const stop = async () => {
  if (web.status === 'fulfilled') await web.value.stop();
  server.stop();
  if (stack.status === 'fulfilled') await stack.value.stop();
};
const failed = [stack, web].find((result) => result.status === 'rejected');
if (failed) {
  console.error(`dev: ${/** @type {Error} */ (failed.reason).message}`);
  await stop();
  process.exit(1);
}

say('site', `http://localhost:${ports.shell}  (API from the gateway on ${process.env.GATEWAY_URL}; Ctrl-C stops everything)`);
if (stack.status === 'fulfilled') {
  const { mailInboxUrl, smtpUrl } = stack.value;
  say('mail', mailInboxUrl ? `${mailInboxUrl}  (the inbox of every mail the site sends)` : `sent through ${relayName(smtpUrl)}`);
}
stopOnSignals(stop);
