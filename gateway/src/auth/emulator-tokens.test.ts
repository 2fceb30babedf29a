import { describe, expect, it } from 'vitest';
import { ErrorCode, type TokenIssuer, type VerifiedToken } from '@livefully/contracts';
import { ApiException } from '../common/api.exception.js';
import { admitEmulatorTokens } from './emulator-tokens.js';

const answer = (issuer: TokenIssuer): VerifiedToken => ({
  user: { uid: 'u1', email: 'ada@example.com', displayName: null, photoURL: null, isAdmin: true, role: 'editor' },
  expiresAt: '2030-01-01T00:00:00.000Z',
  issuer,
});
/** A request as Express has it: the socket's peer, and the client as TRUST_PROXY reads it (the same without a trusted proxy). */
const from = (peer: string, client = peer) => ({ socket: { remoteAddress: peer }, ip: client }) as never;
const refusal = (issuer: TokenIssuer, request: never) => {
  try {
    admitEmulatorTokens(answer(issuer), request);
  } catch (error) {
    return error as ApiException;
  }
  throw new Error('expected a refusal');
};

describe('admitEmulatorTokens', () => {
  it('takes a Firebase token from anywhere', () => {
    expect(admitEmulatorTokens(answer('firebase'), from('192.0.2.2'))).toEqual(answer('firebase'));
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('takes an Auth Emulator token from %s', (peer) => {
    expect(admitEmulatorTokens(answer('auth-emulator'), from(peer))).toEqual(answer('auth-emulator'));
  });

  it('refuses an Auth Emulator token from another machine with a 401 of its own', () => {
    const error = refusal('auth-emulator', from('192.0.2.2'));
    expect([error.status, error.code]).toEqual([401, ErrorCode.EmulatorTokenFromNetwork]);
  });

  it('refuses one that a trusted proxy on this machine forwards for another machine', () => {
    expect(refusal('auth-emulator', from('127.0.0.1', '203.0.113.9')).code).toBe(ErrorCode.EmulatorTokenFromNetwork);
  });

  it('refuses one whose peer is another machine, whatever client a header names', () => {
    expect(refusal('auth-emulator', from('192.0.2.2', '127.0.0.1')).code).toBe(ErrorCode.EmulatorTokenFromNetwork);
  });
});
