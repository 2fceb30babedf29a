import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@livefully/service-kit/testing';

export const TEST_PROJECT_ID = 'demo-livefully';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const FIREBASE_BIN = join(REPO_ROOT, 'node_modules/.bin/firebase');

export interface AuthEmulatorOptions {
  /** Folder for firebase.json and the emulator's logs; a fresh one under .data/ by default. Removed on stop when this helper created it. */
  dir?: string;
  /** The Auth Emulator's port; a free one by default. */
  port?: number;
  /** Must start with `demo-` to run offline. */
  projectId?: string;
}

export interface AuthEmulator {
  /** `127.0.0.1:<port>`, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  stop(): Promise<void>;
}

/** Starts the real Firebase Auth Emulator (firebase-tools) and waits until it answers as ready. */
export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const projectId = options.projectId ?? TEST_PROJECT_ID;
  const dir = options.dir ?? join(REPO_ROOT, `.data/auth-emulator-${process.pid}-${randomUUID().slice(0, 8)}`);
  const created = !existsSync(dir);
  const port = options.port ?? (await freePort());
  const [hub, logging] = [await freePort(), await freePort()];
  await mkdir(dir, { recursive: true });
  const emulators = {
    auth: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1', port: hub },
    logging: { host: '127.0.0.1', port: logging },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  await writeFile(join(dir, 'firebase.json'), JSON.stringify({ emulators }, null, 2));

  const output: string[] = [];
  const child = spawn(FIREBASE_BIN, ['emulators:start', '--only', 'auth', '--project', projectId, '--config', join(dir, 'firebase.json')], {
    cwd: dir,
    // Its own process group, so stop() ends the CLI and anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
  });
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const host = `127.0.0.1:${port}`;
  const stop = async () => {
    await kill(child, exited);
    if (created) await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(host, exited, () => output.join(''));
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, projectId, stop };
}

async function waitUntilReady(host: string, exited: Promise<number | null>, output: () => string): Promise<void> {
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code ?? -1));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`the Auth Emulator exited (${gone}) before it was ready:\n${output().slice(-2000)}`);
    try {
      const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
      const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
      if (body.authEmulator?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the Auth Emulator at ${host} was not ready within 60s:\n${output().slice(-2000)}`);
}

async function kill(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export interface GoogleAccount {
  /** The Google account id (the `sub` of Google's own token); a random one by default. Firebase gives the user its own uid. */
  sub?: string;
  /** Alias of sub. */
  uid?: string;
  email: string;
  name?: string;
  picture?: string;
  /** Whether Google vouches for the address; true by default, as for a real Google account. */
  emailVerified?: boolean;
}

export interface SignedIn {
  idToken: string;
  refreshToken: string;
  /** The Firebase uid (the `sub` of the ID token). */
  uid: string;
}

/**
 * Signs a Google account in through the emulator's REST API, as the browser's
 * signInWithCredential(GoogleAuthProvider.credential(...)) would. The same sub signs in as
 * the same Firebase user every time.
 */
export async function signInWithGoogle(emulatorHost: string, account: GoogleAccount): Promise<SignedIn> {
  const claims = {
    sub: account.sub ?? account.uid ?? `google-${randomUUID()}`,
    email: account.email,
    email_verified: account.emailVerified ?? true,
    ...(account.name === undefined ? {} : { name: account.name }),
    ...(account.picture === undefined ? {} : { picture: account.picture }),
  };
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
      returnIdpCredential: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string; refreshToken?: string; localId?: string; error?: { message?: string } };
  if (!response.ok || !body.idToken || !body.localId) {
    throw new Error(`the Auth Emulator refused the sign-in (${response.status}): ${body.error?.message ?? JSON.stringify(body)}`);
  }
  return { idToken: body.idToken, refreshToken: body.refreshToken ?? '', uid: body.localId };
}

/** A fresh, valid ID token for a Google account, minted by the emulator. */
export async function mintIdToken(emulatorHost: string, account: GoogleAccount): Promise<string> {
  return (await signInWithGoogle(emulatorHost, account)).idToken;
}

/** The claims of a JWT, unverified. */
export function decodeTokenPayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  if (payload === undefined) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The same token with some claims replaced; header and signature are kept as they were. */
export function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, , signature = ''] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...decodeTokenPayload(token), ...claims })).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The token as it was two hours after it was minted: issued and signed in 2 h ago, lapsed 1 h ago. */
export function expiredToken(validToken: string): string {
  const now = Math.floor(Date.now() / 1000);
  return withClaims(validToken, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
}

/**
 * The token with a claim changed after it was issued. By default its audience names another
 * project, which every verifier refuses; pass other claims (e.g. `{ sub: 'someone-else' }`) to
 * tamper with those instead. Against real Firebase any change breaks the signature too.
 */
export function tamperedToken(validToken: string, claims: Record<string, unknown> = { aud: 'demo-someone-else' }): string {
  return withClaims(validToken, claims);
}

/** An admin call to the emulator, as firebase-admin makes it (the emulator accepts the token `owner`). */
async function updateAccount(emulatorHost: string, projectId: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the Auth Emulator refused accounts:update (${response.status}): ${await response.text()}`);
}

/**
 * Revokes every token the user holds, as Auth.revokeRefreshTokens does. Firebase compares whole
 * seconds: only tokens issued in an earlier second than this call are refused.
 */
export function revokeTokens(emulatorHost: string, uid: string, projectId = TEST_PROJECT_ID): Promise<void> {
  return updateAccount(emulatorHost, projectId, { localId: uid, validSince: String(Math.floor(Date.now() / 1000)) });
}

/** Disables (or enables again) the account, as Auth.updateUser(uid, { disabled }) does. */
export function disableUser(emulatorHost: string, uid: string, disabled = true, projectId = TEST_PROJECT_ID): Promise<void> {
  return updateAccount(emulatorHost, projectId, { localId: uid, disableUser: disabled });
}

/**
 * The token with another header and signature: by default an RS256 header with a made-up key id
 * and a signature that no key made, as a forger without the private key would send.
 */
export function withForgedSignature(
  validToken: string,
  header: Record<string, unknown> = { alg: 'RS256', kid: 'forged', typ: 'JWT' },
): string {
  const [, payload] = validToken.split('.');
  const encodedHeader = Buffer.from(JSON.stringify(header)).toString('base64url');
  return `${encodedHeader}.${payload}.${Buffer.from(randomUUID()).toString('base64url')}`;
}

/**
 * Signs in with a custom token for any uid, as a server holding the service account would mint
 * one; the emulator takes it unsigned.
 */
export async function signInWithCustomUid(emulatorHost: string, uid: string): Promise<SignedIn> {
  const now = Math.floor(Date.now() / 1000);
  const aud = 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = `${part({ alg: 'none', typ: 'JWT' })}.${part({ uid, aud, iat: now, exp: now + 3600, iss: 'test', sub: 'test' })}.`;
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; refreshToken?: string; error?: { message?: string } };
  if (!response.ok || !body.idToken) {
    throw new Error(`the Auth Emulator refused the custom token (${response.status}): ${body.error?.message ?? JSON.stringify(body)}`);
  }
  return { idToken: body.idToken, refreshToken: body.refreshToken ?? '', uid };
}
