import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANARY_BUCKET_COOKIE, CANARY_STAFF_COOKIE } from '@livefully/contracts';
import { SignedTokens } from '@livefully/service-kit';
import { startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { startAdminCluster, TEST_RENDERER_SECRET } from './admin-cluster.js';
import { call, type Answer } from './http-call.js';

/**
 * A canary per remote (docs/releasing.md, "Canary"), each part a real process: PostgreSQL, the
 * Auth Emulator, identity, content, the gateway serving the built shell and remotes, the
 * renderer, and the web tier as the renderer sees it, which also holds a second copy of
 * mf-content's and mf-search's builds under /canary/ (another path, so other entry URLs). mf-content's
 * canary goes to half the readers, mf-search's to staff only. Needs the web build. Fixed ports
 * 24600-24619: base postgres, +2 content, +3 the gateway, +4 identity, +6 the Auth Emulator,
 * +7 the renderer, +10 the web tier.
 */
const BASE = 24_600;
const GATEWAY = `http://127.0.0.1:${BASE + 3}`;
const RENDERER_PORT = BASE + 7;
const WEB_TIER = `http://127.0.0.1:${BASE + 10}`;
const ORIGIN = 'https://livefully.example';
const OWNER = 'olive.owner@example.com';
const ARTICLE = '/blog/family-game-night';
const CANARY_SECRET = 'canary-secret-of-the-gateway-tests-0123456789';
const CANARY = { mf_content: '/canary/mf-content/', mf_search: '/canary/mf-search/' };
const STABLE = { mf_content: '/remotes/mf-content/', mf_search: '/remotes/mf-search/' };

let cluster: Awaited<ReturnType<typeof startAdminCluster>>;
let renderer: Awaited<ReturnType<typeof startProcess>>;
let webTier: Server;

/** A reader's cookies: a bucket, a staff cookie, or none. */
const cookieOf = ({ bucket, staff }: { bucket?: number | string; staff?: string }) =>
  [bucket === undefined ? '' : `${CANARY_BUCKET_COOKIE}=${bucket}`, staff ? `${CANARY_STAFF_COOKIE}=${staff}` : '']
    .filter(Boolean)
    .join('; ');

/** The builds a page was rendered with (by the files it names), and those /remotes.json gives the same reader. */
async function buildsFor(reader: { bucket?: number | string; staff?: string }, path = ARTICLE) {
  const cookie = cookieOf(reader);
  const headers = { accept: 'text/html', ...(cookie ? { cookie } : {}) };
  const [page, json] = await Promise.all([call(GATEWAY + path, { headers }), call(`${GATEWAY}/remotes.json`, { headers })]);
  return { page, json, rendered: renderedBuilds(page), listed: listedBuilds(json) };
}

/**
 * Which build of each remote a page names: the remote entries it was rendered with
 * (`#remote-entries`) and, for a page of islands, every module its islands load (`#islands`).
 */
function renderedBuilds(page: Answer) {
  expect(page.status).toBe(200);
  const { document } = new JSDOM(page.text, { virtualConsole: new VirtualConsole() }).window;
  const entries = JSON.parse(document.getElementById('remote-entries')?.textContent ?? '{}') as Record<string, string>;
  const islands = JSON.parse(document.getElementById('islands')?.textContent ?? '{"modules":[]}') as { modules: string[] };
  const files = [...Object.values(entries), ...islands.modules];
  expect(files.length).toBeGreaterThan(0);
  return buildsOf(files);
}

const listedBuilds = (json: Answer) => buildsOf((json.body.remotes as { entry: string }[]).map(({ entry }) => entry));

/** For each remote, whether the files name its canary, its stable build, or (never) both. */
function buildsOf(files: string[]) {
  const of = (name: keyof typeof CANARY) => {
    const canary = files.some((file) => file.startsWith(CANARY[name]));
    const stable = files.some((file) => file.startsWith(STABLE[name]));
    return canary && stable ? 'both' : canary ? 'canary' : stable ? 'stable' : 'none';
  };
  return { mf_content: of('mf_content'), mf_search: of('mf_search') };
}

/** A reader's builds: the page's mf-content (its islands) as /remotes.json's, which also names mf-search's. */
async function variantOf(reader: { bucket?: number | string; staff?: string }, path = ARTICLE) {
  const { rendered, listed, page } = await buildsFor(reader, path);
  expect(rendered.mf_content).toBe(listed.mf_content);
  expect(rendered.mf_search).not.toBe('both');
  return { builds: listed, page };
}

const setCookies = (answer: Answer) => answer.headers.getSetCookie();

beforeAll(async () => {
  cluster = await startAdminCluster({
    name: 'canary',
    transport: 'tcp',
    basePort: BASE,
    adminEmail: OWNER,
    services: [{ name: 'content', port: BASE + 2 }],
    gatewayEnv: {
      CONTENT_SERVICE_PORT: String(BASE + 2),
      PUBLIC_ORIGIN: ORIGIN,
      SERVE_WEB: 'true',
      WEB_ROOT: REPO_ROOT,
      RENDERER_URL: `http://127.0.0.1:${RENDERER_PORT}`,
      RENDERER_SECRET: TEST_RENDERER_SECRET,
      TRUST_PROXY: 'loopback',
      REMOTE_CANARIES: 'mf_content=/canary/mf-content/mf-manifest.json@50,mf_search=/canary/mf-search/mf-manifest.json@staff',
      CANARY_SECRET,
      // The warm-up below and the tests render more pages than a visitor may.
      RATE_LIMIT_PAGE_RENDERS: '10000/1m',
      // One variant worker at a time (below): a page that starts one waits for it, not the static shell.
      RENDERER_TIMEOUT_MS: '20000',
    },
  });
  // The web tier: the gateway's files, and the canaries' copies under /canary/. It passes the
  // renderer's credential on, as the web tier's proxy does.
  const relay = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').replace(/^\/canary\//, '/remotes/');
    const credential = req.headers['x-livefully-renderer'];
    const answer = await fetch(GATEWAY + path, { headers: typeof credential === 'string' ? { 'x-livefully-renderer': credential } : {} });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  };
  webTier = createServer((req, res) => {
    relay(req, res).catch(() => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
  }).listen(BASE + 10, '127.0.0.1');
  renderer = await startProcess({
    name: 'renderer',
    script: join(REPO_ROOT, 'shell/server/main.mjs'),
    env: {
      GATEWAY_URL: GATEWAY,
      ASSETS_URL: WEB_TIER,
      PUBLIC_ORIGIN: ORIGIN,
      RENDERER_PORT: String(RENDERER_PORT),
      RENDERER_SECRET: TEST_RENDERER_SECRET,
      RENDERER_REMOTES_CHECK_MS: '0',
      // The bound on variant workers, met by the staff and the share variants taking turns.
      RENDERER_VARIANT_WORKERS: '1',
    },
    ready: /renderer listening on/,
    logDir: join(REPO_ROOT, '.data', 'test', 'canary', 'renderer-logs'),
    cwd: REPO_ROOT,
  });
}, 180_000);

afterAll(async () => {
  if (renderer) await stopProcess(renderer).catch(() => {});
  await cluster?.stop();
  await new Promise((resolve) => webTier?.close(resolve));
});

/** A staff cookie as the gateway signs it, valid until `until` (seconds). */
function signedStaff(until: number, secret = CANARY_SECRET) {
  return new SignedTokens(secret, 'canary-staff:v1:').sign({ until: Math.floor(until) });
}

describe('a share canary (mf-content to half the readers)', () => {
  it('gives a bucket in the share the canary, in the page and in /remotes.json, on every request', async () => {
    for (let read = 0; read < 3; read++) {
      const { builds, page } = await variantOf({ bucket: 10 });
      expect(builds).toEqual({ mf_content: 'canary', mf_search: 'stable' });
      // Never kept by a shared cache; and no new bucket for a reader who has one.
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      expect(page.headers.get('vary')).toMatch(/Cookie/);
      expect(setCookies(page)).toEqual([]);
    }
  });

  it('gives a bucket outside the share the stable builds, on every request', async () => {
    for (let read = 0; read < 3; read++) {
      const { builds, page } = await variantOf({ bucket: 80 });
      expect(builds).toEqual({ mf_content: 'stable', mf_search: 'stable' });
      expect(page.headers.get('cache-control')).toMatch(/^public/);
      expect(page.headers.get('vary')).toMatch(/Cookie/);
    }
  });

  it('never serves a kept canary page to a stable reader, nor the reverse, whichever was kept first', async () => {
    for (const path of ['/blog/asking-for-a-raise', '/blog/backyard-stargazing']) {
      const order = path === '/blog/asking-for-a-raise' ? [10, 80, 10, 80] : [80, 10, 80, 10];
      for (const bucket of order) {
        const { builds } = await variantOf({ bucket }, path);
        expect(builds.mf_content).toBe(bucket < 50 ? 'canary' : 'stable');
      }
    }
  });

  it('gives a reader without a cookie a bucket with their first page, and the variant of that bucket from then on', async () => {
    const first = await call(GATEWAY + ARTICLE, { headers: { accept: 'text/html' } });
    const [set] = setCookies(first);
    expect(set).toMatch(new RegExp(`^${CANARY_BUCKET_COOKIE}=\\d{1,2}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax$`));
    const bucket = Number(/=(\d+)/.exec(set!)![1]);
    const expected = bucket < 50 ? 'canary' : 'stable';
    // The first page is already the bucket's, and not one a shared cache may keep (it sets a cookie).
    expect(renderedBuilds(first).mf_content).toBe(expected);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    for (let read = 0; read < 3; read++) expect((await variantOf({ bucket })).builds.mf_content).toBe(expected);
  });

  it('draws a new bucket for a cookie that names none', async () => {
    const answer = await call(`${GATEWAY}/remotes.json`, { headers: { cookie: `${CANARY_BUCKET_COOKIE}=100` } });
    expect(setCookies(answer)[0]).toMatch(new RegExp(`^${CANARY_BUCKET_COOKIE}=\\d{1,2};`));
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.body).not.toHaveProperty('canaries');
  });
});

describe('the renderer with one variant worker at most (RENDERER_VARIANT_WORKERS=1)', () => {
  it('stops the least recently used variant worker to start another, and renders each variant with its own builds', async () => {
    const staff = signedStaff(Date.now() / 1000 + 600);
    for (let turn = 0; turn < 2; turn++) {
      expect((await variantOf({ bucket: 10 })).builds).toEqual({ mf_content: 'canary', mf_search: 'stable' });
      expect((await variantOf({ bucket: 80, staff })).builds).toEqual({ mf_content: 'canary', mf_search: 'canary' });
    }
    const log = readFileSync(renderer.logFile, 'utf8');
    expect(log).toMatch(/stopping the render worker of canary variant mf_content \(to make room for another\)/);
    expect(log).toMatch(/stopping the render worker of canary variant mf_content,mf_search \(to make room for another\)/);
  });
});

describe('a staff canary (mf-search)', () => {
  it('goes to no reader, whatever their bucket', async () => {
    for (const bucket of [0, 49, 99]) expect((await variantOf({ bucket })).builds.mf_search).toBe('stable');
  });

  it('goes, with every other canary, to a browser with a valid staff cookie, and not with a forged or expired one', async () => {
    expect((await variantOf({ bucket: 80, staff: signedStaff(Date.now() / 1000 + 600) })).builds).toEqual({
      mf_content: 'canary',
      mf_search: 'canary',
    });
    const forged = signedStaff(Date.now() / 1000 + 600, 'another-secret-of-the-same-length-0123456789');
    expect((await variantOf({ bucket: 80, staff: forged })).builds).toEqual({ mf_content: 'stable', mf_search: 'stable' });
    const expired = signedStaff(Date.now() / 1000 - 1);
    expect((await variantOf({ bucket: 80, staff: expired })).builds).toEqual({ mf_content: 'stable', mf_search: 'stable' });
  });

  it('is switched on and off by a staff member through the API, and not by a reader', async () => {
    const staffToken = await mintIdToken(cluster.emulatorHost, { email: OWNER });
    const readerToken = await mintIdToken(cluster.emulatorHost, { email: 'rita.reader@example.com' });
    expect((await call(`${GATEWAY}/api/admin/canary`, { method: 'PUT', token: readerToken })).status).toBe(403);
    expect((await call(`${GATEWAY}/api/admin/canary`, { method: 'PUT' })).status).toBe(401);

    const on = await call(`${GATEWAY}/api/admin/canary`, { method: 'PUT', token: staffToken });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ on: true, remotes: ['mf_content', 'mf_search'] });
    const staff = /^lf_canary_staff=([^;]+); Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/.exec(setCookies(on)[0] ?? '')?.[1];
    expect(staff).toBeDefined();
    expect((await variantOf({ bucket: 80, staff })).builds).toEqual({ mf_content: 'canary', mf_search: 'canary' });
    const state = await call(`${GATEWAY}/api/admin/canary`, { token: staffToken, headers: { cookie: cookieOf({ staff }) } });
    expect(state.body.data.on).toBe(true);

    const off = await call(`${GATEWAY}/api/admin/canary`, {
      method: 'DELETE',
      token: staffToken,
      headers: { cookie: cookieOf({ staff }) },
    });
    expect(off.body.data.on).toBe(false);
    expect(setCookies(off)[0]).toMatch(/^lf_canary_staff=; Max-Age=0;/);
  });
});
