import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, expiredToken, tamperedToken } from './auth-emulator.js';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: 'u1', aud: 'demo-livefully', iat: now, auth_time: now, exp: now + 3600 })}.`;

describe('the token helpers for tests', () => {
  it('expiredToken moves issue, sign-in and expiry into the past and keeps the rest', () => {
    const claims = decodeTokenPayload(expiredToken(token));
    expect(claims).toMatchObject({ sub: 'u1', aud: 'demo-livefully' });
    expect(claims.exp).toBeLessThan(now);
    expect(claims.iat).toBeLessThan(claims.exp as number);
    expect(claims.auth_time).toBe(claims.iat);
  });

  it('tamperedToken changes the audience by default, or the claims given, and keeps header and signature', () => {
    expect(decodeTokenPayload(tamperedToken(token))).toMatchObject({ sub: 'u1', aud: 'demo-someone-else' });
    const changed = tamperedToken(token, { sub: 'u2' });
    expect(decodeTokenPayload(changed)).toMatchObject({ sub: 'u2', aud: 'demo-livefully' });
    expect(changed.split('.')[0]).toBe(token.split('.')[0]);
    expect(changed.endsWith('.')).toBe(true);
  });
});
