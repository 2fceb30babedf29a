import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteSet } from './remotes.mjs';

/** What a remote's web server holds, changed by the test as a deploy would change it. */
const files = new Map<string, unknown>();
let server: Server;
let origin = '';

function deploy({ entry, share }: { entry: string; share: string }) {
  files.set('/remotes.json', { remotes: [{ name: 'mf_content', entry: '/remotes/mf-content/mf-manifest.json' }] });
  files.set('/remotes/mf-content/mf-manifest.json', {
    metaData: { remoteEntry: { name: entry } },
    exposes: [{ name: 'ArticlePage', assets: { css: { sync: ['page.css'] }, js: { sync: ['page.js'] } } }],
  });
  files.set('/remotes/mf-content/islands/manifest.json', { islands: { Share: { js: share, imports: ['976.js'] } } });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = files.get(req.url ?? '');
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('RemoteSet', () => {
  it("names each remote island's module and the chunks it imports, from the remote's islands manifest", async () => {
    deploy({ entry: 'remoteEntry.aaaa1111.js', share: 'Share.bbbb2222.js' });
    const remotes = await RemoteSet.load(origin);
    expect(Object.fromEntries(remotes.islandFiles(['mf_content/Share', 'shell/AuthControl', 'mf_content/Gone']))).toEqual({
      'mf_content/Share': { js: '/remotes/mf-content/islands/Share.bbbb2222.js', imports: ['/remotes/mf-content/islands/976.js'] },
    });
  });

  it('sees a deploy that changed only an island (its entry unchanged), so the renderer loads it in a fresh worker', async () => {
    deploy({ entry: 'remoteEntry.aaaa1111.js', share: 'Share.bbbb2222.js' });
    const remotes = await RemoteSet.load(origin);
    expect(await RemoteSet.currentVersion(origin)).toBe(remotes.version);
    deploy({ entry: 'remoteEntry.aaaa1111.js', share: 'Share.cccc3333.js' });
    expect(await RemoteSet.currentVersion(origin)).not.toBe(remotes.version);
  });

  it('sees a remote added to the runtime remote list', async () => {
    deploy({ entry: 'remoteEntry.aaaa1111.js', share: 'Share.bbbb2222.js' });
    const remotes = await RemoteSet.load(origin);
    files.set('/remotes.json', {
      remotes: [
        { name: 'mf_content', entry: '/remotes/mf-content/mf-manifest.json' },
        { name: 'mf_more', entry: '/remotes/mf-content/mf-manifest.json' },
      ],
    });
    expect(await RemoteSet.currentVersion(origin)).not.toBe(remotes.version);
  });

  it('takes a remote with no islands build (the admin area) as having none', async () => {
    deploy({ entry: 'remoteEntry.aaaa1111.js', share: 'Share.bbbb2222.js' });
    files.delete('/remotes/mf-content/islands/manifest.json');
    const remotes = await RemoteSet.load(origin);
    expect(remotes.islandFiles(['mf_content/Share']).size).toBe(0);
    expect(await RemoteSet.currentVersion(origin)).toBe(remotes.version);
  });
});

describe('RemoteSet of a canary variant', () => {
  /** The stable mf-content, and a canary build of it under another path. */
  function withCanary(canaryEntry: string) {
    deploy({ entry: 'remoteEntry.aaaa1111.js', share: 'Share.bbbb2222.js' });
    files.set('/remotes.json', {
      remotes: [{ name: 'mf_content', entry: '/remotes/mf-content/mf-manifest.json' }],
      canaries: { mf_content: { entry: '/canary/mf-content/mf-manifest.json', share: 10 } },
    });
    files.set('/canary/mf-content/mf-manifest.json', {
      metaData: { remoteEntry: { name: canaryEntry } },
      exposes: [{ name: 'ArticlePage', assets: { css: { sync: ['page.css'] }, js: { sync: ['page.js'] } } }],
    });
    files.set('/canary/mf-content/islands/manifest.json', { islands: { Share: { js: 'Share.dddd4444.js', imports: [] } } });
  }

  it("loads the variant's remotes at their canary's build, and the stable set at the stable one", async () => {
    withCanary('remoteEntry.eeee5555.js');
    const stable = await RemoteSet.load(origin);
    const canary = await RemoteSet.load(origin, ['mf_content']);
    expect(stable.entries()).toEqual({ mf_content: '/remotes/mf-content/remoteEntry.aaaa1111.js' });
    expect(canary.entries()).toEqual({ mf_content: '/canary/mf-content/remoteEntry.eeee5555.js' });
    expect(canary.islandFiles(['mf_content/Share']).get('mf_content/Share')?.js).toBe('/canary/mf-content/islands/Share.dddd4444.js');
    // The shell's server bundle is given no canaries, and the variant's entry.
    expect(canary.serverConfig()).toEqual({
      remotes: [{ name: 'mf_content', entry: `${origin}/canary/mf-content/server/remoteEntry.js` }],
    });
  });

  it('names one version for every variant of a config, which a redeployed canary changes', async () => {
    withCanary('remoteEntry.eeee5555.js');
    const stable = await RemoteSet.load(origin);
    const canary = await RemoteSet.load(origin, ['mf_content']);
    expect(canary.version).toBe(stable.version);
    expect(await RemoteSet.currentVersion(origin)).toBe(stable.version);
    withCanary('remoteEntry.ffff6666.js');
    expect(await RemoteSet.currentVersion(origin)).not.toBe(stable.version);
  });

  it('refuses a variant that names a remote with no canary', async () => {
    withCanary('remoteEntry.eeee5555.js');
    await expect(RemoteSet.load(origin, ['mf_search'])).rejects.toThrow(/mf_search, which has no canary/);
  });
});
