import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@livefully/contracts';
import { classifyTokenError, tokenRpcError } from './token-errors.js';

describe('firebase-admin errors as the caller sees them', () => {
  it.each([
    ['auth/id-token-expired', 'expired'],
    ['auth/argument-error', 'invalid'],
    ['auth/invalid-id-token', 'invalid'],
    ['auth/id-token-revoked', 'invalid'],
    ['auth/user-disabled', 'invalid'],
    ['auth/user-not-found', 'invalid'],
    ['app/network-error', 'unavailable'],
    ['app/invalid-credential', 'unavailable'],
    ['auth/internal-error', 'unavailable'],
  ])('%s is %s', (code, failure) => {
    expect(classifyTokenError(Object.assign(new Error('x'), { code }))).toBe(failure);
  });

  it('counts an error without a code as Firebase trouble, not a bad token', () => {
    expect(classifyTokenError(new TypeError('fetch failed'))).toBe('unavailable');
    expect(classifyTokenError(undefined)).toBe('unavailable');
  });

  it('turns each into a coded RPC error', () => {
    expect(tokenRpcError('expired').getError()).toEqual({
      code: ErrorCode.TokenExpired,
      message: 'Your session has expired. Please sign in again.',
    });
    expect(tokenRpcError('invalid').getError()).toEqual({ code: ErrorCode.TokenInvalid, message: 'The sign-in token is not valid.' });
    expect(tokenRpcError('unavailable').getError()).toMatchObject({ code: ErrorCode.ServiceUnavailable });
  });
});
