import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, IDENTITY_PATTERNS, VerifiedTokenSchema, type VerifiedToken } from '@livefully/contracts';
import { parseAdminArgs, runAdminCommand } from '../admin.command.js';
import {
  decodeTokenPayload,
  disableUser,
  expiredToken,
  mintIdToken,
  revokeTokens,
  signInWithCustomUid,
  signInWithGoogle,
  tamperedToken,
  withClaims,
  withForgedSignature,
} from '../testing/auth-emulator.js';
import { startIdentityFixture, type IdentityFixture } from '../testing/identity-fixture.js';
import { TOKEN_EXPIRED_MESSAGE, TOKEN_INVALID_MESSAGE } from './token-errors.js';

let fixture: IdentityFixture;

const ADMIN_EMAILS = ' Ada@Example.com , grace@example.com,mallory@example.com';
const verify = async (token: string) =>
  VerifiedTokenSchema.parse(await fixture.send<VerifiedToken>(IDENTITY_PATTERNS.verifyToken, { token }));
const refusal = (token: unknown) => fixture.failure(IDENTITY_PATTERNS.verifyToken, { token });
const admin = (...args: string[]) => runAdminCommand(fixture.database, parseAdminArgs(args));
const profileRow = async (uid: string) => {
  const [row] = await fixture.dataSource.query(`SELECT * FROM identity.profiles WHERE uid = $1`, [uid]);
  return row as Record<string, unknown> | undefined;
};
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100 - (Date.now() % 1_000)));

beforeAll(async () => {
  fixture = await startIdentityFixture('verify', { adminEmails: ADMIN_EMAILS });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('a valid token', () => {
  it('answers with the profile and the token’s expiry, and stores the profile', async () => {
    const token = await mintIdToken(fixture.emulator.host, {
      sub: 'google-lin',
      email: 'lin@example.com',
      name: 'Lin Park',
      picture: 'https://example.com/lin.png',
    });
    const claims = decodeTokenPayload(token);
    const answer = await verify(token);
    expect(answer).toEqual({
      user: {
        uid: claims.sub,
        email: 'lin@example.com',
        displayName: 'Lin Park',
        photoURL: 'https://example.com/lin.png',
        isAdmin: false,
        role: null,
      },
      expiresAt: new Date((claims.exp as number) * 1000).toISOString(),
      issuer: 'auth-emulator',
    });
    expect(await profileRow(answer.user.uid)).toMatchObject({
      email: 'lin@example.com',
      display_name: 'Lin Park',
      photo_url: 'https://example.com/lin.png',
      last_sign_in_at: new Date((claims.auth_time as number) * 1000),
    });
  });

  it('stores null for what the token does not carry', async () => {
    const answer = await verify(await mintIdToken(fixture.emulator.host, { email: 'plain@example.com' }));
    expect(answer.user).toMatchObject({ email: 'plain@example.com', displayName: null, photoURL: null, isAdmin: false });
    expect(await profileRow(answer.user.uid)).toMatchObject({ display_name: null, photo_url: null });
  });

  it('gives the same answer and one unchanged row when handled several times at once', async () => {
    const token = await mintIdToken(fixture.emulator.host, { email: 'twice@example.com', name: 'Twice' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(token)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const before = await profileRow(answers[0]!.user.uid);
    await verify(token);
    expect(await profileRow(answers[0]!.user.uid)).toEqual(before);
  });
});

describe('admin status', () => {
  it('is true for an ADMIN_EMAILS address, whatever its case there: the first is the owner, the others administrators', async () => {
    const answer = await verify(await mintIdToken(fixture.emulator.host, { sub: 'google-ada', email: 'ada@example.com', name: 'Ada' }));
    expect(answer.user).toMatchObject({ isAdmin: true, role: 'owner' });
    const rows = await fixture.dataSource.query(`SELECT email, role, status, granted_by FROM identity.staff ORDER BY email`);
    expect(rows).toEqual([
      { email: 'ada@example.com', role: 'owner', status: 'active', granted_by: 'bootstrap' },
      { email: 'grace@example.com', role: 'administrator', status: 'active', granted_by: 'bootstrap' },
      { email: 'mallory@example.com', role: 'administrator', status: 'active', granted_by: 'bootstrap' },
    ]);
  });

  it('is true for a member of any role, who carries that role', async () => {
    await fixture.dataSource.query(
      `INSERT INTO identity.staff (email, role, granted_by) VALUES ('cora@example.com', 'contributor', 'cli')`,
    );
    const answer = await verify(await mintIdToken(fixture.emulator.host, { email: 'cora@example.com' }));
    expect(answer.user).toMatchObject({ isAdmin: true, role: 'contributor' });
  });

  it('is never granted by an address the provider has not verified', async () => {
    const token = await mintIdToken(fixture.emulator.host, { sub: 'google-mallory', email: 'mallory@example.com', emailVerified: false });
    expect(decodeTokenPayload(token).email_verified).toBe(false);
    expect((await verify(token)).user).toMatchObject({ email: 'mallory@example.com', isAdmin: false, role: null });
  });

  it('follows the admin CLI from the next verification on', async () => {
    const token = await mintIdToken(fixture.emulator.host, { sub: 'google-ada', email: 'ada@example.com' });
    expect(await admin('revoke', 'ADA@example.com')).toBe('identity: ada@example.com is suspended');
    // A suspended member is a reader: no admin area, no role.
    expect((await verify(token)).user).toMatchObject({ isAdmin: false, role: null });
    expect(await admin('grant', 'ada@example.com')).toBe('identity: ada@example.com is now an owner');
    expect((await verify(token)).user).toMatchObject({ isAdmin: true, role: 'owner' });
    expect(await fixture.dataSource.query(`SELECT granted_by, status FROM identity.staff WHERE email = 'ada@example.com'`)).toEqual([
      { granted_by: 'cli', status: 'active' },
    ]);
  });

  it('stays revoked when the service starts again with the address still in ADMIN_EMAILS', async () => {
    const token = await mintIdToken(fixture.emulator.host, { sub: 'google-grace', email: 'grace@example.com' });
    expect((await verify(token)).user.isAdmin).toBe(true);
    await admin('revoke', 'grace@example.com');
    await fixture.restart({ adminEmails: `${ADMIN_EMAILS},newcomer@example.com` });
    expect((await verify(token)).user.isAdmin).toBe(false);
    const newcomer = await mintIdToken(fixture.emulator.host, { email: 'newcomer@example.com' });
    expect((await verify(newcomer)).user.isAdmin).toBe(true);
  }, 30_000);
});

describe('a forged token', () => {
  it('with an unsigned token of a real account and an admin’s address swapped in, is that account, not an admin', async () => {
    const { idToken, uid } = await signInWithGoogle(fixture.emulator.host, { email: 'eve@example.com', name: 'Eve' });
    const forged = withClaims(idToken, { email: 'ada@example.com', email_verified: true, name: 'Ada' });
    expect(decodeTokenPayload(forged)).toMatchObject({ email: 'ada@example.com' });
    const answer = await verify(forged);
    expect(answer.user).toEqual({ uid, email: 'eve@example.com', displayName: 'Eve', photoURL: null, isAdmin: false, role: null });
    expect(await profileRow(uid)).toMatchObject({ email: 'eve@example.com', display_name: 'Eve' });
  });

  it('claiming a verified address the provider has not verified, is not an admin', async () => {
    const token = await mintIdToken(fixture.emulator.host, { sub: 'google-mallory', email: 'mallory@example.com', emailVerified: false });
    expect((await verify(withClaims(token, { email_verified: true }))).user).toMatchObject({
      email: 'mallory@example.com',
      isAdmin: false,
    });
  });

  it.each([
    ['an RS256 header and a signature no key made', { alg: 'RS256', kid: 'forged', typ: 'JWT' }],
    ['an HS256 header', { alg: 'HS256', typ: 'JWT' }],
  ])('with %s, is refused as invalid', async (_what, header) => {
    const token = await mintIdToken(fixture.emulator.host, { email: 'sig@example.com' });
    expect(await refusal(withForgedSignature(token, header))).toEqual({ code: ErrorCode.TokenInvalid, message: TOKEN_INVALID_MESSAGE });
  });
});

describe('a token that is not good', () => {
  it('is refused as expired when it has lapsed', async () => {
    const token = expiredToken(await mintIdToken(fixture.emulator.host, { email: 'late@example.com' }));
    expect(await refusal(token)).toEqual({ code: ErrorCode.TokenExpired, message: TOKEN_EXPIRED_MESSAGE });
  });

  it.each([
    ['another project as audience', { aud: 'demo-someone-else' }],
    ['another issuer', { iss: 'https://securetoken.google.com/demo-someone-else' }],
    ['a subject nobody has', { sub: 'nobody-has-this-uid' }],
    ['an empty subject', { sub: '' }],
  ])('is refused as invalid when changed to name %s', async (_what, claims) => {
    const token = tamperedToken(await mintIdToken(fixture.emulator.host, { email: 'tamper@example.com' }), claims);
    expect(await refusal(token)).toEqual({ code: ErrorCode.TokenInvalid, message: TOKEN_INVALID_MESSAGE });
  });

  it('is refused as invalid with the default tampering of the testing helper', async () => {
    const token = tamperedToken(await mintIdToken(fixture.emulator.host, { email: 'tamper@example.com' }));
    expect((await refusal(token)).code).toBe(ErrorCode.TokenInvalid);
  });

  it.each(['garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.bm90IGpzb24.', 'x'.repeat(8192)])(
    'is refused as invalid when it is %s',
    async (token) => {
      expect(await refusal(token)).toEqual({ code: ErrorCode.TokenInvalid, message: TOKEN_INVALID_MESSAGE });
    },
  );

  it('is refused as invalid once the user’s tokens are revoked', async () => {
    const { idToken, uid } = await signInWithGoogle(fixture.emulator.host, { email: 'revoked@example.com' });
    expect((await verify(idToken)).user.uid).toBe(uid);
    await nextSecond();
    await revokeTokens(fixture.emulator.host, uid);
    expect(await refusal(idToken)).toEqual({ code: ErrorCode.TokenInvalid, message: TOKEN_INVALID_MESSAGE });
  });

  it('is refused as invalid when the account is disabled', async () => {
    const { idToken, uid } = await signInWithGoogle(fixture.emulator.host, { email: 'disabled@example.com' });
    await disableUser(fixture.emulator.host, uid);
    expect((await refusal(idToken)).code).toBe(ErrorCode.TokenInvalid);
  });

  it('is refused as invalid, storing nothing, when its uid holds text the database cannot', async () => {
    for (const uid of ['odd\u0000uid', 'odd\ud800uid']) {
      const { idToken } = await signInWithCustomUid(fixture.emulator.host, uid);
      expect(decodeTokenPayload(idToken).sub).toBe(uid);
      expect(await refusal(idToken)).toEqual({ code: ErrorCode.TokenInvalid, message: TOKEN_INVALID_MESSAGE });
    }
    expect(await fixture.dataSource.query(`SELECT uid FROM identity.profiles WHERE uid LIKE 'odd%'`)).toEqual([]);
  });

  it('stores nothing for a refused token', async () => {
    const token = tamperedToken(await mintIdToken(fixture.emulator.host, { email: 'ghost@example.com' }), { sub: 'ghost-uid' });
    await refusal(token);
    expect(await profileRow('ghost-uid')).toBeUndefined();
  });
});

describe('a message without a token', () => {
  it.each([{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(8193) }, undefined])('refuses %j as COMMON.VALIDATION', async (data) => {
    const error = await fixture.failure(IDENTITY_PATTERNS.verifyToken, data);
    expect(error.code).toBe(ErrorCode.Validation);
    expect(error.issues?.[0]?.path).toEqual(['token']);
  });
});

// Last: it stops the emulator for good.
describe('when Firebase cannot be reached', () => {
  it('answers a well-formed token with COMMON.SERVICE_UNAVAILABLE, not as a bad token', async () => {
    const token = await mintIdToken(fixture.emulator.host, { email: 'offline@example.com' });
    await fixture.emulator.stop();
    expect((await refusal(token)).code).toBe(ErrorCode.ServiceUnavailable);
  });
});
