// @ts-check
/**
 * Accounts in the Auth Emulator and the credentials of part 2, built the way
 * services/identity/src/testing/auth-emulator.ts builds them (signInWithIdp for a Google
 * account; claims swapped in an otherwise unchanged token), so the bench needs nothing compiled
 * from a test folder.
 */
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { envelopeProblem } from './http.mjs';
import { keyOf } from './routes.mjs';

/** @typedef {import('./routes.mjs').Route} Route */

/**
 * Signs a Google account in through the emulator's REST API, as the browser's
 * signInWithCredential would; the same sub is the same Firebase user every time.
 * @param {string} emulatorHost @param {{ sub: string, email: string, name?: string }} account
 */
export async function signIn(emulatorHost, account) {
  const claims = { sub: account.sub, email: account.email, email_verified: true, ...(account.name ? { name: account.name } : {}) };
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
      returnIdpCredential: true,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = /** @type {any} */ (await response.json());
  if (!response.ok || !body.idToken)
    throw new Error(`the Auth Emulator refused the sign-in (${response.status}): ${JSON.stringify(body).slice(0, 200)}`);
  return { idToken: /** @type {string} */ (body.idToken), uid: /** @type {string} */ (body.localId) };
}

const b64 = (/** @type {unknown} */ value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** @param {string} token */
export function claimsOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** The same token with some claims replaced; header and signature kept. */
function withClaims(/** @type {string} */ token, /** @type {Record<string, unknown>} */ claims) {
  const [header, , signature = ''] = token.split('.');
  return `${header}.${b64({ ...claimsOf(token), ...claims })}.${signature}`;
}

/**
 * @param {{ adminToken: string, visitorToken: string, adminEmail: string, projectId: string }} accounts
 * @returns {Array<{ id: string, label: string, authorization: string | null, admin: boolean, valid: boolean }>}
 */
export function credentialSet({ adminToken, visitorToken, adminEmail }) {
  const now = Math.floor(Date.now() / 1000);
  const visitor = claimsOf(visitorToken);
  const admin = claimsOf(adminToken);
  const swapped = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...visitor, email: adminEmail, email_verified: true })}.`;
  const rs256 = `${b64({ alg: 'RS256', kid: 'bench-not-a-key', typ: 'JWT' })}.${b64(admin)}.${randomBytes(256).toString('base64url')}`;
  return [
    { id: 'none', label: 'no Authorization header', authorization: null, admin: false, valid: false },
    { id: 'malformed', label: 'malformed header (`Basic …`)', authorization: 'Basic YWRtaW46YWRtaW4=', admin: false, valid: false },
    { id: 'garbage', label: 'garbage bearer token', authorization: 'Bearer garbage-0123456789-not-a-jwt', admin: false, valid: false },
    {
      id: 'alg-none-swapped-email',
      label: "`alg: none`, a real visitor's uid with the admin's e-mail",
      authorization: `Bearer ${swapped}`,
      admin: false,
      valid: false,
    },
    {
      id: 'rs256-bad-signature',
      label: "RS256 header, the admin's claims, a wrong signature",
      authorization: `Bearer ${rs256}`,
      admin: false,
      valid: false,
    },
    {
      id: 'other-project',
      label: "the admin's token re-aimed at project `demo-other` (aud/iss)",
      authorization: `Bearer ${withClaims(adminToken, { aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' })}`,
      admin: false,
      valid: false,
    },
    {
      id: 'expired',
      label: "the admin's token, expired an hour ago",
      authorization: `Bearer ${withClaims(adminToken, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 })}`,
      admin: false,
      valid: false,
    },
    { id: 'visitor', label: "a real non-admin's token", authorization: `Bearer ${visitorToken}`, admin: false, valid: true },
    { id: 'admin', label: "the real admin's token", authorization: `Bearer ${adminToken}`, admin: true, valid: true },
  ];
}

/**
 * Part 2: every admin route and /api/auth/me under every credential, `repeats` times (the
 * second asks again within the gateway's verification cache).
 * @param {{
 *   client: ReturnType<typeof import('./http.mjs').createClient>, routes: Route[],
 *   credentials: ReturnType<typeof credentialSet>, ids: Record<string, string[]>, repeats: number,
 *   adminEmail: string, randomUuid: () => string,
 * }} options
 */
export async function runMatrix({ client, routes, credentials, ids, repeats, adminEmail, randomUuid }) {
  const targets = routes.filter((r) => r.admin || r.path === '/api/auth/me');
  /** @type {any[]} */
  const cells = [];
  for (const route of targets) {
    for (const credential of credentials) {
      /** @type {any[]} */
      const answers = [];
      for (let n = 0; n < repeats; n++) {
        const { path, body } = matrixRequest(route, ids, randomUuid);
        /** @type {Record<string, string>} */
        const headers = { 'x-correlation-id': `mx-${credential.id}-${n}-${Math.random().toString(36).slice(2, 8)}` };
        if (credential.authorization) headers.authorization = credential.authorization;
        if (body !== undefined) headers['content-type'] = 'application/json';
        const res = await client.request({ method: route.method, path, headers, body, timeoutMs: 10_000 });
        /** @type {any} */
        let json;
        try {
          json = JSON.parse(res.body);
        } catch {
          json = null;
        }
        answers.push({
          status: res.status,
          code: json?.code ?? null,
          error: res.error,
          ms: res.ms,
          envelope: res.status
            ? envelopeProblem({ method: route.method, status: res.status, headers: res.headers, body: res.body }, route)
            : 'no answer',
          me:
            route.path === '/api/auth/me' && res.status === 200
              ? { email: json?.data?.user?.email ?? null, isAdmin: json?.data?.isAdmin ?? null }
              : null,
        });
      }
      const verdicts = answers.map((a) => meetsGoal(route, credential, a, adminEmail));
      cells.push({
        route: keyOf(route),
        credential: credential.id,
        answers,
        ok: verdicts.every((v) => v.ok),
        why: [...new Set(verdicts.filter((v) => !v.ok).map((v) => v.why))],
      });
    }
  }
  return { cells, routes: targets.map(keyOf) };
}

/**
 * Only the real admin passes an admin route (2xx, or a 4xx that is not 401/403: validation, not
 * found); every other credential gets 401 or 403. /api/auth/me answers 200 for a valid token
 * (isAdmin true only for the admin) and 401/403 otherwise.
 * @param {Route} route @param {{ id: string, admin: boolean, valid: boolean }} credential @param {any} a @param {string} adminEmail
 */
function meetsGoal(route, credential, a, adminEmail) {
  if (!a.status) return { ok: false, why: `no answer (${a.error})` };
  if (a.status >= 500) return { ok: false, why: `status ${a.status}` };
  if (route.path === '/api/auth/me') {
    if (a.status === 200) {
      if (!credential.valid && credential.id !== 'alg-none-swapped-email')
        return { ok: false, why: '200 for a credential that is not valid' };
      if (a.me?.isAdmin !== credential.admin) return { ok: false, why: `isAdmin ${a.me?.isAdmin} for ${credential.id}` };
      if (!credential.admin && a.me?.email === adminEmail) return { ok: false, why: "answered with the admin's e-mail" };
      return { ok: true, why: '' };
    }
    if (credential.valid) return { ok: false, why: `${a.status} for a valid token` };
    return [401, 403].includes(a.status) ? { ok: true, why: '' } : { ok: false, why: `${a.status}, not 401/403` };
  }
  if (credential.admin) return [401, 403].includes(a.status) ? { ok: false, why: `${a.status} for the admin` } : { ok: true, why: '' };
  return [401, 403].includes(a.status) ? { ok: true, why: '' } : { ok: false, why: `${a.status} for ${credential.id}, not 401/403` };
}

/**
 * A request that changes nothing even for the admin: reads of a real row, writes with an
 * empty body (400), deletes and the handled flag of an id nobody has (404).
 * @param {Route} route @param {Record<string, string[]>} ids @param {() => string} randomUuid
 */
function matrixRequest(route, ids, randomUuid) {
  const kind = /^\/api\/admin\/(posts|guides|topics|categories|contact-messages)\b/.exec(route.path)?.[1];
  const known = kind ? (ids[kind === 'contact-messages' ? 'messages' : kind] ?? []) : [];
  const id = route.method === 'GET' && known.length ? /** @type {string} */ (known[0]) : randomUuid();
  const path = route.path
    .replace(/:id\b/g, id)
    .replace(/:slug\b/g, 'no-such-slug')
    .replace(/:[A-Za-z]+/g, 'x');
  if (route.path.endsWith('/handled')) return { path, body: JSON.stringify({ handled: true }) };
  if (route.method === 'POST' || route.method === 'PUT') return { path, body: '{}' };
  return { path, body: undefined };
}
