import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResponseSchema } from '@livefully/contracts';
import { startPostgres } from '../../deploy/embedded/postgres.mjs';
import { runToCompletion, startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { expiredToken, mintIdToken, startAuthEmulator, tamperedToken } from '../../services/identity/src/testing/auth-emulator.js';
import { getJson } from './cluster.js';

const execFileAsync = promisify(execFile);

const BASE = 21_500;
const ADMIN = 'ada.admin@example.com';
const READER = 'rita.reader@example.com';

type Running = Awaited<ReturnType<typeof startProcess>>;

/** PostgreSQL, the Auth Emulator, the identity service and the gateway, each a real process. */
describe('sign-in on the server: /api/auth/me and the admin guard', () => {
  const dataDir = join(REPO_ROOT, '.data', 'test', 'auth-api');
  let stops: (() => Promise<unknown>)[] = [];
  let emulatorHost = '';
  let databaseUrl = '';
  let url = '';
  let identity: Running;
  let gateway: Running;

  const get = (path: string, token?: string) => getJson(url + path, token ? { authorization: `Bearer ${token}` } : {});
  const adminCli = async (...args: string[]) => {
    await execFileAsync(process.execPath, [join(REPO_ROOT, 'services/identity/dist/admin.js'), ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
  };

  beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const logDir = join(dataDir, 'logs');
    const [pg, emulator] = await Promise.all([
      startPostgres({ dataDir: join(dataDir, 'postgres'), port: BASE }),
      startAuthEmulator({ port: BASE + 1, dir: join(dataDir, 'firebase') }),
    ]);
    stops.push(
      () => pg.stop(),
      () => emulator.stop(),
    );
    emulatorHost = emulator.host;
    databaseUrl = pg.url;
    const env = { TRANSPORT: 'tcp', DATABASE_URL: pg.url };
    await runToCompletion('identity migrate', join(REPO_ROOT, 'services/identity/dist/migrate.js'), env, REPO_ROOT);
    identity = await startProcess({
      name: 'identity',
      script: join(REPO_ROOT, 'services/identity/dist/main.js'),
      env: { ...env, SERVICE_PORT: String(BASE + 4), FIREBASE_AUTH_EMULATOR_HOST: emulator.host, ADMIN_EMAILS: ADMIN },
      ready: /service ready on/,
      logDir,
      cwd: REPO_ROOT,
    });
    gateway = await startProcess({
      name: 'gateway',
      script: join(REPO_ROOT, 'gateway/dist/main.js'),
      env: {
        TRANSPORT: 'tcp',
        PORT: String(BASE + 5),
        IDENTITY_SERVICE_PORT: String(BASE + 4),
        CONTENT_SERVICE_PORT: String(BASE + 9),
        AUTH_CACHE_MS: '0',
      },
      ready: /gateway listening on/,
      logDir,
      cwd: REPO_ROOT,
    });
    url = `http://127.0.0.1:${BASE + 5}`;
  });

  afterAll(async () => {
    await Promise.allSettled([gateway && stopProcess(gateway), identity && stopProcess(identity)]);
    for (const stop of stops.reverse()) await stop().catch(() => {});
    stops = [];
  });

  it('answers 401 without a token, and for a malformed header', async () => {
    for (const response of [await get('/api/auth/me'), await getJson(`${url}/api/auth/me`, { authorization: 'Basic abc' })]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ success: false, code: 'IDENTITY.TOKEN_MISSING' });
    }
  });

  it('answers 401 for a garbage, tampered or expired token, never 500', async () => {
    const valid = await mintIdToken(emulatorHost, { email: READER, name: 'Rita Reader' });
    const garbage = await get('/api/auth/me', 'not-a-token');
    expect(garbage.status).toBe(401);
    expect(garbage.body.code).toBe('IDENTITY.TOKEN_INVALID');
    const tampered = await get('/api/auth/me', tamperedToken(valid));
    expect(tampered.status).toBe(401);
    expect(tampered.body.code).toBe('IDENTITY.TOKEN_INVALID');
    const expired = await get('/api/auth/me', expiredToken(valid));
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'IDENTITY.TOKEN_EXPIRED', message: 'Your session has expired. Please sign in again.' });
  });

  it('answers a signed-in reader with the profile and isAdmin false in both places', async () => {
    const token = await mintIdToken(emulatorHost, { email: READER, name: 'Rita Reader' });
    const { status, body, headers } = await get('/api/auth/me', token);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    const me = MeResponseSchema.parse(body.data);
    expect(me).toMatchObject({ isAdmin: false, user: { email: READER, displayName: 'Rita Reader', isAdmin: false } });
  });

  it('answers an admin from ADMIN_EMAILS with isAdmin true', async () => {
    const token = await mintIdToken(emulatorHost, { email: ADMIN, name: 'Ada Admin' });
    const { body } = await get('/api/auth/me', token);
    expect(body.data).toMatchObject({ isAdmin: true, user: { isAdmin: true, email: ADMIN } });
  });

  it('the admin guard refuses the signed-out (401) and non-admins (403), and lets an admin in', async () => {
    const reader = await mintIdToken(emulatorHost, { email: READER, name: 'Rita Reader' });
    const admin = await mintIdToken(emulatorHost, { email: ADMIN, name: 'Ada Admin' });
    expect((await get('/api/admin/session')).status).toBe(401);
    expect((await get('/api/admin/session', expiredToken(admin))).status).toBe(401);
    const forbidden = await get('/api/admin/session', reader);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ success: false, code: 'IDENTITY.NOT_ADMIN' });
    const allowed = await get('/api/admin/session', admin);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.user.email).toBe(ADMIN);
  });

  it('an admin revoked with the CLI loses admin status and the guard refuses them; granted again, they are back', async () => {
    const token = await mintIdToken(emulatorHost, { email: ADMIN, name: 'Ada Admin' });
    await adminCli('revoke', ADMIN);
    expect((await get('/api/auth/me', token)).body.data.isAdmin).toBe(false);
    expect((await get('/api/admin/session', token)).status).toBe(403);
    await adminCli('grant', ADMIN);
    expect((await get('/api/auth/me', token)).body.data.isAdmin).toBe(true);
    expect((await get('/api/admin/session', token)).status).toBe(200);
  });

  it('answers 503 quickly when the identity service is down', async () => {
    const token = await mintIdToken(emulatorHost, { email: READER });
    await stopProcess(identity);
    const response = await get('/api/auth/me', token);
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('COMMON.SERVICE_UNAVAILABLE');
  });
});
