import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { renderedSiteEnv, startTestRenderer } from './admin-cluster.js';
import { startCluster } from './cluster.js';
import { call } from './http-call.js';

/**
 * A remote deployed while readers read (docs/server-rendering.md, "Remote deploys"): the renderer
 * takes the new build in a fresh render worker without stopping, so no read fails and none gets
 * the page without its content. PostgreSQL, content, the gateway serving the built shell and
 * remotes, the renderer, each a real process, and the web tier as the renderer sees it, where
 * the test deploys mf-content's builds. Needs the web build. Fixed ports 29300-29319: base
 * postgres, +2 content, +3 the gateway, +6 its events port, +7 the renderer, +10 the web tier.
 */
const BASE = 29_300;
const GATEWAY = `http://127.0.0.1:${BASE + 3}`;
const RENDERER_PORT = BASE + 7;
const WEB_TIER_PORT = BASE + 10;
const ORIGIN = 'https://livefully.example';
const ARTICLE = '/blog/family-game-night';
const TITLE = 'Bringing Back Family Game Night (Even With Teenagers)';
/** At most this many reads wait for a deploy to be taken: a bound on the test, not a timing claim. */
const MAX_READS = 3_000;

const MANIFEST = '/remotes/mf-content/mf-manifest.json';
const ISLANDS = '/remotes/mf-content/islands/manifest.json';
const built = (path: string) =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'mf-content/dist', path.replace('/remotes/mf-content/', '')), 'utf8'));

/**
 * What the web tier holds of mf-content beyond its build on disk: a deploy writes new manifests,
 * and its new files under new hashed names (here, copies of the built ones), and keeps the old
 * files (docs/server-rendering.md says for how long).
 */
const deployed = new Map<string, unknown>();
const renamed = new Map<string, string>();

/** A new build of mf-content: its entry and its Share island under new names. */
function deployNewBuild(tag: string) {
  const manifest = built(MANIFEST);
  const islands = built(ISLANDS);
  const entry = manifest.metaData.remoteEntry.name as string;
  const share = islands.islands.Share.js as string;
  const newEntry = entry.replace(/\.js$/, `.${tag}.js`);
  const newShare = share.replace(/\.js$/, `.${tag}.js`);
  renamed.set(`/remotes/mf-content/${newEntry}`, `/remotes/mf-content/${entry}`);
  renamed.set(`/remotes/mf-content/islands/${newShare}`, `/remotes/mf-content/islands/${share}`);
  deployed.set(MANIFEST, {
    ...manifest,
    metaData: { ...manifest.metaData, remoteEntry: { ...manifest.metaData.remoteEntry, name: newEntry } },
  });
  deployed.set(ISLANDS, { ...islands, islands: { ...islands.islands, Share: { ...islands.islands.Share, js: newShare } } });
  return { share: `/remotes/mf-content/islands/${newShare}` };
}

/** A build that names a new entry but whose manifest a renderer cannot read (no exposes). */
function deployBrokenBuild() {
  const manifest = built(MANIFEST);
  const entry = manifest.metaData.remoteEntry.name as string;
  deployed.set(MANIFEST, { metaData: { ...manifest.metaData, remoteEntry: { name: entry.replace(/\.js$/, '.broken.js') } } });
}

let cluster: Awaited<ReturnType<typeof startCluster>>;
let renderer: Awaited<ReturnType<typeof startTestRenderer>>;
let webTier: Server;

/** One read of the article as the gateway serves it, and one straight from the renderer. */
async function readArticle(visitor: number) {
  const [throughGateway, fromRenderer] = await Promise.all([
    call(GATEWAY + ARTICLE, { headers: { accept: 'text/html', 'x-forwarded-for': `198.51.100.${visitor % 250}` } }),
    call(`http://127.0.0.1:${RENDERER_PORT}/render?page=${encodeURIComponent(ARTICLE)}`),
  ]);
  return [throughGateway, fromRenderer].map(({ status, text, headers }) => {
    const { document } = new JSDOM(text, { virtualConsole: new VirtualConsole() }).window;
    const islands = JSON.parse(document.getElementById('islands')?.textContent ?? 'null') as { sources: Record<string, string> } | null;
    return {
      status,
      h1: document.querySelector('main h1')?.textContent?.trim(),
      share: islands?.sources['mf_content/Share'],
      version: headers.get('x-render-version'),
    };
  });
}

/**
 * Reads the article until `until` holds for a page straight from the renderer, and a few reads
 * more; returns every read that failed or came without the article.
 */
async function readWhile(until: (read: { share?: string }) => boolean) {
  const failed: string[] = [];
  let after = -1;
  for (let read = 0; read < MAX_READS && after < 20; read += 1) {
    const pages = await readArticle(read);
    for (const [where, page] of pages.map((p, i) => [i === 0 ? 'gateway' : 'renderer', p] as const))
      if (page.status !== 200 || page.h1 !== TITLE) failed.push(`${where} read ${read}: ${page.status} ${page.h1 ?? 'no article'}`);
    if (after >= 0 || until(pages[1]!)) after += 1;
  }
  return { failed, taken: after >= 0 };
}

beforeAll(async () => {
  cluster = await startCluster({
    name: 'renderer-deploys',
    transport: 'tcp',
    basePort: BASE,
    gatewayEnv: {
      ...renderedSiteEnv(ORIGIN, RENDERER_PORT),
      TRUST_PROXY: 'loopback',
    },
  });
  const relay = async (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const written = deployed.get(path);
    if (written) return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(written));
    const answer = await fetch(GATEWAY + (renamed.get(path) ?? path));
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  };
  webTier = createServer((req, res) => {
    relay(req, res).catch(() => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
  }).listen(WEB_TIER_PORT, '127.0.0.1');
  renderer = await startTestRenderer({
    name: 'renderer-deploys',
    gatewayUrl: GATEWAY,
    assetsUrl: `http://127.0.0.1:${WEB_TIER_PORT}`,
    origin: ORIGIN,
    port: RENDERER_PORT,
    env: { RENDERER_REMOTES_CHECK_MS: '100' },
  });
});

afterAll(async () => {
  await renderer?.stop().catch(() => {});
  await cluster?.stop();
  await new Promise((resolve) => webTier?.close(resolve));
});

describe('a remote deployed while the article is read', () => {
  it('a build the renderer cannot load leaves the serving worker rendering, and the log says why', async () => {
    const [, before] = await readArticle(0);
    deployBrokenBuild();
    await vi.waitFor(
      () => expect(readFileSync(renderer.logFile, 'utf8')).toMatch(/a new render worker \(a remote was deployed\) did not start/),
      {
        timeout: 30_000,
      },
    );
    const { failed } = await readWhile(() => true);
    expect(failed).toEqual([]);
    const [, after] = await readArticle(0);
    expect(after!.version).toBe(before!.version);
    expect(renderer.child.exitCode).toBeNull();
  });

  it('takes the new build without stopping: no read fails or comes without the article, and pages then name the new build', async () => {
    const [, before] = await readArticle(0);
    const { share } = deployNewBuild('deployed');
    const { failed, taken } = await readWhile((page) => page.share === share);
    expect(failed).toEqual([]);
    expect(taken).toBe(true);
    const [throughGateway, fromRenderer] = await readArticle(0);
    expect(fromRenderer!.share).toBe(share);
    expect(fromRenderer!.version).not.toBe(before!.version);
    // The gateway keys its pages on the render version it last saw, so its page names the new build too.
    await vi.waitFor(async () => expect((await readArticle(1))[0]!.share).toBe(share), { timeout: 30_000 });
    expect(throughGateway!.status).toBe(200);
    // The same process all along: a deploy no longer restarts the renderer.
    expect(renderer.child.exitCode).toBeNull();
    expect(readFileSync(renderer.logFile, 'utf8')).not.toMatch(/renderer listening on[\s\S]*renderer listening on/);
  });
});
