import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import {
  decodeTokenPayload,
  expiredToken,
  signInWithGoogle,
  tamperedToken,
  withClaims,
  withForgedSignature,
} from '../../services/identity/src/testing/auth-emulator.js';
import { startAdminCluster } from './admin-cluster.js';
import { eventually } from './cluster.js';

/** Ports as in admin-cluster.ts: +2 content, +3 gateway, +4 identity, +5 engage, +6 the Auth Emulator. */
const transports = [
  { transport: 'tcp', basePort: 22_400 },
  { transport: 'redis', basePort: 22_410 },
] as const;

const ADMIN = 'ada.admin@example.com';

interface Route {
  method: string;
  path: string;
}

/**
 * Every route the gateway mapped, read from its own start-up log (Nest logs each one at debug
 * level), so a route added later is covered without touching this test.
 */
function mappedRoutes(logFile: string): Route[] {
  const routes: Route[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    const match = /Mapped \{([^,]+), (\w+)\} route/.exec(line);
    if (match) routes.push({ path: match[1]!, method: match[2]! });
  }
  return routes;
}

/** Path parameters filled with values of the right shape, so a request reaches the guard and past it. */
function concrete(path: string): string {
  return path.replace(/:id\b/g, randomUUID()).replace(/:\w+/g, 'some-slug');
}

describe.each(transports)('forged credentials against every admin route over $transport', ({ transport, basePort }) => {
  const name = `forged-admin-${transport}`;
  let url = '';
  let stop: () => Promise<void> = async () => {};
  let adminRoutes: Route[] = [];
  const credentials: Record<string, string | undefined> = {};
  let eve = { uid: '', idToken: '' };

  beforeAll(async () => {
    const cluster = await startAdminCluster({
      name,
      transport,
      basePort,
      adminEmail: ADMIN,
      services: [
        { name: 'content', port: basePort + 2, env: { SEARCH_SERVICE_PORT: String(basePort + 8) } },
        { name: 'engage', port: basePort + 5 },
      ],
      gatewayEnv: {
        LOG_LEVEL: 'debug',
        AUTH_CACHE_MS: '0',
        CONTENT_SERVICE_PORT: String(basePort + 2),
        ENGAGE_SERVICE_PORT: String(basePort + 5),
        SEARCH_SERVICE_PORT: String(basePort + 8),
      },
    });
    url = cluster.url;
    stop = cluster.stop;
    // The runner writes the log as lines arrive; the ready line may be ahead of the file.
    const logFile = join(REPO_ROOT, '.data', 'test', name, 'logs', 'gateway.log');
    adminRoutes = await eventually(async () => {
      if (!readFileSync(logFile, 'utf8').includes('gateway listening')) throw new Error('log not written yet');
      return mappedRoutes(logFile).filter((route) => route.path.startsWith('/api/admin'));
    });
    const admin = await signInWithGoogle(cluster.emulatorHost, { email: ADMIN, name: 'Ada Admin' });
    eve = await signInWithGoogle(cluster.emulatorHost, { email: 'eve@example.com', name: 'Eve' });
    Object.assign(credentials, {
      none: undefined,
      'alg none with an admin’s address swapped in': withClaims(eve.idToken, { email: ADMIN, email_verified: true }),
      'an admin’s token with a signature no key made': withForgedSignature(admin.idToken),
      'an admin’s token for another project': tamperedToken(admin.idToken, {
        aud: 'demo-other',
        iss: 'https://securetoken.google.com/demo-other',
      }),
      'an admin’s token with another subject': tamperedToken(admin.idToken, { sub: eve.uid }),
      'an admin’s expired token': expiredToken(admin.idToken),
      'a reader’s own token': eve.idToken,
    });
    credentials.admin = admin.idToken;
  });

  afterAll(async () => {
    await stop();
  });

  const call = (route: Route, token: string | undefined) =>
    fetch(url + concrete(route.path), {
      method: route.method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: '{}' }),
      signal: AbortSignal.timeout(10_000),
    });

  it('finds the admin routes in the gateway’s own log', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(25);
    expect(adminRoutes).toContainEqual({ method: 'GET', path: '/api/admin/session' });
  });

  it('refuses each forged or foreign credential on every admin route with 401 or 403', async () => {
    const answered: string[] = [];
    for (const [label, token] of Object.entries(credentials)) {
      if (label === 'admin') continue;
      for (const route of adminRoutes) {
        const response = await call(route, token);
        await response.body?.cancel();
        answered.push(`${label} ${route.method} ${route.path} ${response.status}`);
      }
    }
    const admitted = answered.filter((line) => !/ 40[13]$/.test(line));
    expect(admitted).toEqual([]);
  });

  it('lets the real admin past the guard on every admin route', async () => {
    const refused: string[] = [];
    for (const route of adminRoutes) {
      const response = await call(route, credentials.admin);
      await response.body?.cancel();
      if (response.status === 401 || response.status === 403 || response.status >= 500)
        refused.push(`${route.method} ${route.path} ${response.status}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers /api/auth/me for a swapped address with the account’s own record', async () => {
    const forged = withClaims(eve.idToken, { email: ADMIN, email_verified: true });
    expect(decodeTokenPayload(forged).email).toBe(ADMIN);
    const response = await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${forged}` } });
    const body = (await response.json()) as { data: { isAdmin: boolean; user: { email: string; uid: string } } };
    expect(body.data).toMatchObject({ isAdmin: false, user: { uid: eve.uid, email: 'eve@example.com' } });
  });
});
