import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathForms, rawRequest } from '../../gateway/test/path-forms.mjs';

/**
 * The web tier's and a remote's nginx configs (deploy/docker/web, deploy/docker/remote), run by
 * the real nginx on loopback (ports 28110-28121) with their upstreams pointed at local processes:
 * a stand-in gateway (node:http) and the remote's own config serving a remote's files.
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DOCKER = join(import.meta.dirname, '..', 'docker');
const WEB = 'http://127.0.0.1:28110';
const INTERNAL = 'http://127.0.0.1:28111';
const REMOTE = 'http://127.0.0.1:28112';
const GATEWAY_PORT = 28120;

const dir = mkdtempSync(join(tmpdir(), 'web-nginx-'));
let nginx: ChildProcess | undefined;
let gateway: Server | undefined;
let siteCsp = '';

/** The stand-in gateway: a page, a missing page, a page the renderer failed, the API. */
function startGateway(): Promise<Server> {
  const server = createServer((req, res) => {
    const seen = { 'X-From': 'gateway', 'X-Seen-Proto': String(req.headers['x-forwarded-proto'] ?? '') };
    if (req.url === '/blog/known' || req.url?.startsWith('/preview/'))
      res.writeHead(200, { ...seen, 'Content-Type': 'text/html' }).end('<p>rendered</p>');
    else if (req.url === '/render-fails') res.writeHead(502, seen).end('renderer failed');
    else if (req.url?.startsWith('/api/'))
      res.writeHead(200, { ...seen, 'Content-Type': 'application/json' }).end('{"success":true,"data":1}');
    else if (req.url === '/remotes.json') res.writeHead(200, { ...seen, 'Content-Type': 'application/json' }).end('{"remotes":[]}');
    else res.writeHead(404, { ...seen, 'Content-Type': 'text/html' }).end('<p>no such page</p>');
  });
  return new Promise((resolve) => server.listen(GATEWAY_PORT, '127.0.0.1', () => resolve(server)));
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
}

beforeAll(async () => {
  chmodSync(dir, 0o755);
  const html = join(dir, 'html');
  mkdirSync(join(html, 'images'), { recursive: true });
  writeFileSync(join(html, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  writeFileSync(join(html, 'main.0123abcd.js'), 'console.log(1)');
  mkdirSync(join(html, 'islands'));
  writeFileSync(join(html, 'islands', 'runtime.0123abcd.js'), 'export {}');
  writeFileSync(join(html, 'islands', 'manifest.json'), '{"islands":{}}');
  writeFileSync(join(html, 'images', 'a.png'), 'png');
  const remote = join(dir, 'remote-html', 'remotes', 'mf-content');
  mkdirSync(join(remote, 'server'), { recursive: true });
  writeFileSync(join(remote, 'mf-manifest.json'), '{"name":"mf_content"}');
  writeFileSync(join(remote, '@mf-types.zip'), 'PK');
  writeFileSync(join(remote, 'server', 'remoteEntry.js'), 'module.exports = {}');
  mkdirSync(join(remote, 'islands'));
  writeFileSync(join(remote, 'islands', 'manifest.json'), '{"islands":{"Share":{"js":"Share.0123abcd.js","imports":[]}}}');

  const headers = spawnSync('sh', [join(DOCKER, 'web', 'security-headers.sh'), join(dir, 'security-headers.conf')], {
    env: { PATH: process.env.PATH, FIREBASE_PROJECT_ID: 'livefully-test' },
    encoding: 'utf8',
  });
  expect(headers.status, headers.stderr).toBe(0);
  siteCsp = /Content-Security-Policy "([^"]+)"/.exec(readFileSync(join(dir, 'security-headers.conf'), 'utf8'))?.[1] ?? '';
  cpSync(join(DOCKER, 'remote', 'remote-headers.conf'), join(dir, 'remote-headers.conf'));
  const site = readFileSync(join(DOCKER, 'web', 'site.conf'), 'utf8')
    .replace('listen 8080;', 'listen 127.0.0.1:28110;')
    .replace('listen 8081;', 'listen 127.0.0.1:28111;')
    .replaceAll('root /usr/share/nginx/html;', `root ${html};`);
  const remoteConf = readFileSync(join(DOCKER, 'remote', 'remote.conf'), 'utf8')
    .replace('listen 8080;', 'listen 127.0.0.1:28112;')
    .replace('root /usr/share/nginx/html;', `root ${join(dir, 'remote-html')};`);
  // The image's upstreams (upstreams.conf.template) look names up while nginx runs (nginx
  // 1.27.3+); here the same upstreams are fixed loopback addresses.
  const upstreams = [...readFileSync(join(DOCKER, 'web', 'upstreams.conf.template'), 'utf8').matchAll(/^upstream (\S+) \{/gm)]
    .map(([, name]) => `upstream ${name} { server 127.0.0.1:${name === 'gateway' ? GATEWAY_PORT : 28112}; keepalive 4; }`)
    .join('\n');
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(join(dir, 'remote.conf'), remoteConf);
  writeFileSync(join(dir, 'upstreams.conf'), upstreams);
  const temp = (name: string) => `${name} ${join(dir, 'temp', name)};`;
  mkdirSync(join(dir, 'temp'), { recursive: true });
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root root;' : '',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map((n) => `  ${temp(n)}`),
      // As in the image: conf.d/default.conf (the site) before conf.d/upstreams.conf.
      '  include site.conf;',
      '  include upstreams.conf;',
      '  include remote.conf;',
      '}',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  gateway = await startGateway();
  nginx = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitFor(`${WEB}/healthz`);
  await waitFor(`${REMOTE}/healthz`);
});

afterAll(async () => {
  if (nginx?.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => (gateway?.listening ? gateway.close(resolve) : resolve(undefined)));
  rmSync(dir, { recursive: true, force: true });
});

/** The security headers every answer nginx makes itself carries (the site's, once). */
function expectSiteHeaders(response: Response) {
  expect(response.headers.get('content-security-policy')).toBe(siteCsp);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
}

describe("the web tier's own answers", () => {
  it('sends to an upstream for every name the config proxies to, and to no other', () => {
    const proxied = new Set(
      [...readFileSync(join(DOCKER, 'web', 'site.conf'), 'utf8').matchAll(/proxy_pass http:\/\/([^;/]+);/g)].map(([, name]) => name),
    );
    const declared = new Set(
      [...readFileSync(join(DOCKER, 'web', 'upstreams.conf.template'), 'utf8').matchAll(/^upstream (\S+) \{/gm)].map(([, name]) => name),
    );
    expect([...proxied].sort()).toEqual([...declared].sort());
  });

  it('has a healthcheck', async () => {
    const response = await fetch(`${WEB}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok\n');
  });

  it("serves the admin area's page with the gateway's headers, never cached", async () => {
    expect(siteCsp).toContain('https://livefully-test.firebaseapp.com');
    for (const path of ['/admin', '/admin/posts/12']) {
      const response = await fetch(`${WEB}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectSiteHeaders(response);
    }
  });

  it("serves the shell's files, a hashed one for a year", async () => {
    const response = await fetch(`${WEB}/main.0123abcd.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSiteHeaders(response);
    const image = await fetch(`${WEB}/images/a.png`);
    expect(image.status).toBe(200);
    expectSiteHeaders(image);
    // The island runtime is hashed; the islands manifest names this build's files, so never kept.
    const runtime = await fetch(`${WEB}/islands/runtime.0123abcd.js`);
    expect(runtime.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await fetch(`${WEB}/islands/manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a file that is not there with a real 404 carrying the headers, not the shell', async () => {
    for (const path of [
      '/nope.js',
      '/images/none.png',
      '/remotes/mf-unknown/x.js',
      '/remotes/mf-content/server/remoteEntry.js',
      '/remotes/mf-content/missing.js',
    ]) {
      const response = await fetch(`${WEB}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<title>shell</title>');
      expectSiteHeaders(response);
    }
  });
});

describe("each remote's files, from the remote's own container", () => {
  it("are served under /remotes/<name>/ with the remote's cache rule and the site's headers only", async () => {
    const response = await fetch(`${WEB}/remotes/mf-content/mf-manifest.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'mf_content' });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // The remote's own policy is replaced, never sent beside the site's.
    expectSiteHeaders(response);
    expect(response.headers.get('content-security-policy')).not.toContain("default-src 'none'");
    const islands = await fetch(`${WEB}/remotes/mf-content/islands/manifest.json`);
    expect(islands.status).toBe(200);
    expect(islands.headers.get('cache-control')).toBe('no-cache');
    // The types the remote publishes beside its manifest keep their name from build to build.
    const types = await fetch(`${WEB}/remotes/mf-content/@mf-types.zip`);
    expect(types.status).toBe(200);
    expect(types.headers.get('cache-control')).toBe('no-cache');
  });

  it('keep their server builds for the renderer (the internal listener)', async () => {
    expect((await fetch(`${INTERNAL}/remotes/mf-content/server/remoteEntry.js`)).status).toBe(200);
    expect((await fetch(`${INTERNAL}/remotes.json`)).status).toBe(200);
    expect((await fetch(`${INTERNAL}/index.html`)).status).toBe(404);
  });

  it("are a remote's own nginx: a healthcheck, a 404 for what it does not have, with a policy that runs nothing", async () => {
    expect((await fetch(`${REMOTE}/healthz`)).status).toBe(200);
    const missing = await fetch(`${REMOTE}/remotes/mf-content/nope.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the gateway behind', () => {
  it("answers pages, with its own headers, and the visitor's scheme from the TLS proxy", async () => {
    const page = await fetch(`${WEB}/blog/known`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-from')).toBe('gateway');
    expect(page.headers.get('x-seen-proto')).toBe('https');
    expect(page.headers.get('content-security-policy')).toBeNull();
    expect((await fetch(`${WEB}/api/posts`)).headers.get('x-seen-proto')).toBe('http');
  });

  it('answers a page that does not exist with its 404, and a preview link whatever its tail', async () => {
    const missing = await fetch(`${WEB}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-from')).toBe('gateway');
    expect((await fetch(`${WEB}/preview/abc.def-123`)).headers.get('x-from')).toBe('gateway');
  });

  it('sends no request form to another host: each goes to the gateway (which reads it as a path of the site) or is answered here', async () => {
    let trapHits = 0;
    const trap = createServer((_req, res) => {
      trapHits += 1;
      res.writeHead(200).end('TRAP-REACHED');
    });
    await new Promise<void>((resolve) => trap.listen(28121, '127.0.0.1', resolve));
    try {
      for (const form of pathForms('127.0.0.1:28121')) {
        const answer = await rawRequest(28110, form);
        expect(answer.body, form).not.toContain('TRAP-REACHED');
        expect(answer.status, form).toBeLessThan(500);
      }
      expect(trapHits).toBe(0);
    } finally {
      await new Promise((resolve) => trap.close(resolve));
    }
  });

  it('a page the renderer could not render is the static shell, with the headers', async () => {
    const response = await fetch(`${WEB}/render-fails`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
    expectSiteHeaders(response);
  });

  it('down: the API answers a quick 503 in its envelope, a page the static shell, the crawl files 503', async () => {
    await new Promise((resolve) => {
      gateway?.close(resolve);
      gateway?.closeAllConnections();
    });
    const api = await fetch(`${WEB}/api/posts`);
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ success: false, code: 'COMMON.SERVICE_UNAVAILABLE' });
    expectSiteHeaders(api);
    const page = await fetch(`${WEB}/blog/known`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expectSiteHeaders(page);
    const robots = await fetch(`${WEB}/robots.txt`);
    expect(robots.status).toBe(503);
    expectSiteHeaders(robots);
  });
});
