import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@livefully/contracts';
import { call } from '../../gateway/test/http-call.js';
import { signInWithGoogle, withClaims } from '../../services/identity/src/testing/auth-emulator.js';
import { REPO_ROOT, startStack } from '../embedded/stack.mjs';
import { outsideAddress } from '../src/listening.js';

/**
 * The runner's stack with its gateway open to the network (as `HOST=0.0.0.0
 * ALLOW_EMULATOR_ON_NETWORK=true npm start` runs it) on a port other than 8080: the crawl files
 * name the site on that port, and the Auth Emulator's tokens, which anyone can write, count
 * only from this machine. The other machine is this one reached over its own non-loopback
 * address, so the gateway sees a peer that is not loopback.
 *
 * Ports (below 32768): the site 25900, the services 25911…25916, their ops listeners 25960…,
 * PostgreSQL 25930, the Auth Emulator 25940 (+1, +2), MailDev 25950 and 25951.
 */
const PORT = 25_900;
const ADMIN = 'ada.admin@example.com';
const DATA_DIR = join(REPO_ROOT, '.data', 'test', 'runner-network');
const outside = outsideAddress();

let stack: Awaited<ReturnType<typeof startStack>>;
let adminToken = '';

beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  stack = await startStack({
    dataDir: DATA_DIR,
    port: PORT,
    host: '0.0.0.0',
    servicePortBase: 25_910,
    opsPortBase: 25_960,
    pgPort: 25_930,
    authEmulatorPort: 25_940,
    mailSmtpPort: 25_950,
    mailWebPort: 25_951,
    adminEmails: ADMIN,
    seedImages: false,
  });
  adminToken = (await signInWithGoogle(stack.authEmulatorHost, { email: ADMIN, name: 'Ada Admin' })).idToken;
}, 240_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

const local = (path: string) => `http://127.0.0.1:${PORT}${path}`;
const remote = (path: string) => `http://${outside}:${PORT}${path}`;

describe('the crawl files of a runner on another port', () => {
  it('name the site at that port on this machine', async () => {
    const robots = await call(local('/robots.txt'));
    expect(robots.text.split('\n')).toContain(`Sitemap: http://localhost:${PORT}/sitemap.xml`);
    const sitemap = await call(local('/sitemap.xml'));
    const locations = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations.length).toBeGreaterThan(1);
    expect(locations.filter((loc) => !loc!.startsWith(`http://localhost:${PORT}/`))).toEqual([]);
    const feed = await call(local('/feed.xml'));
    expect(feed.text).toContain(`<link>http://localhost:${PORT}/</link>`);
    expect(feed.text).not.toContain('localhost:8080');
  });
});

describe('Auth Emulator tokens on a gateway open to the network', () => {
  it('reach this machine’s other address, whose pages answer', async () => {
    expect(outside, 'this machine has an address other than loopback').toBeDefined();
    expect((await call(remote('/api/blog-posts'))).status).toBe(200);
  });

  it('count from this machine', async () => {
    const session = await call(local('/api/admin/session'), { token: adminToken });
    expect([session.status, session.body.data?.user?.email]).toEqual([200, ADMIN]);
  });

  it.each([
    ['the admin session', '/api/admin/session'],
    ['who is signed in', '/api/auth/me'],
  ])('are refused from another machine on %s, with a 401 in the API envelope', async (_what, path) => {
    const answer = await call(remote(path), { token: adminToken });
    expect([answer.status, answer.body]).toEqual([
      401,
      { success: false, code: ErrorCode.EmulatorTokenFromNetwork, message: expect.stringContaining('Auth Emulator') },
    ]);
  });

  it('are refused from another machine on an admin’s delete, which changes nothing', async () => {
    const [post] = (await call(local('/api/admin/posts'), { token: adminToken })).body.data as { id: string }[];
    const answer = await call(remote(`/api/admin/posts/${post!.id}`), { method: 'DELETE', token: adminToken });
    expect([answer.status, answer.body.code]).toEqual([401, ErrorCode.EmulatorTokenFromNetwork]);
    expect((await call(local(`/api/admin/posts/${post!.id}`), { token: adminToken })).status).toBe(200);
  });

  it('are refused from another machine that names this one in X-Forwarded-For', async () => {
    const answer = await call(remote('/api/admin/session'), { token: adminToken, headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect([answer.status, answer.body.code]).toEqual([401, ErrorCode.EmulatorTokenFromNetwork]);
  });

  it('are refused from another machine when an unsigned token names an admin by hand', async () => {
    const eve = await signInWithGoogle(stack.authEmulatorHost, { email: 'eve@example.com' });
    const forged = withClaims(eve.idToken, { email: ADMIN, email_verified: true });
    const answer = await call(remote('/api/auth/me'), { token: forged });
    expect([answer.status, answer.body.code]).toEqual([401, ErrorCode.EmulatorTokenFromNetwork]);
  });
});
