/** What the shell's dev server hands to the gateway: the API, the run-time config and the content images. */
export const GATEWAY_PATHS = ['/api', '/remotes.json', '/images'];

export const DEFAULT_GATEWAY_URL = 'http://127.0.0.1:8080';

/**
 * The dev server of one app, under `rspack serve` in its folder or `npm run dev` for all of them.
 *
 * The shell's page is the dev origin: it takes the API and `/remotes.json` from the gateway
 * (`GATEWAY_URL`), so the browser sees one origin as in production, and its own modules update
 * in place (hot module replacement with Fast Refresh). A remote serves its files to that page
 * from its own port and reloads the page when it rebuilds: its client is part of its remote
 * entry and talks to its own server, since the default port in the client's URL is the server's.
 *
 * @param {{ port?: number, isHost: boolean, gatewayUrl?: string }} options
 */
export function devServerConfig({ port, isHost, gatewayUrl = process.env.GATEWAY_URL ?? DEFAULT_GATEWAY_URL }) {
  return {
    port,
    host: '127.0.0.1',
    hot: isHost,
    liveReload: true,
    historyApiFallback: isHost,
    headers: isHost ? undefined : { 'Access-Control-Allow-Origin': '*' },
    // The dev server refuses a socket whose page is on another origin than the socket's URL
    // unless the page's host is allowed: a remote's client runs in the shell's page, and every
    // client's URL names 127.0.0.1 (the host it listens on) where the page may say localhost.
    allowedHosts: ['localhost', '127.0.0.1'],
    proxy: isHost ? [{ context: GATEWAY_PATHS, target: gatewayUrl }] : undefined,
    client: { overlay: { errors: true, warnings: false } },
  };
}
