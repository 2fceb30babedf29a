import { ErrorCode } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { RpcException } from '@nestjs/microservices';

export const TOKEN_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const TOKEN_INVALID_MESSAGE = 'The sign-in token is not valid.';
export const CANNOT_VERIFY_MESSAGE = 'Sign-in cannot be checked right now. Please try again shortly.';

/** firebase-admin's codes for a token that is the caller's problem: malformed, forged, for another project, revoked, or of a disabled or deleted account. */
const INVALID_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/invalid-id-token',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

export type TokenFailure = 'expired' | 'invalid' | 'unavailable';

export function classifyTokenError(error: unknown): TokenFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'auth/id-token-expired') return 'expired';
  if (typeof code === 'string' && INVALID_TOKEN_CODES.has(code)) return 'invalid';
  // Network, credential or emulator trouble: not the caller's fault, and not proof the token is bad.
  return 'unavailable';
}

export function tokenRpcError(failure: TokenFailure): RpcException {
  switch (failure) {
    case 'expired':
      return rpcError(ErrorCode.TokenExpired, TOKEN_EXPIRED_MESSAGE);
    case 'invalid':
      return rpcError(ErrorCode.TokenInvalid, TOKEN_INVALID_MESSAGE);
    case 'unavailable':
      return rpcError(ErrorCode.ServiceUnavailable, CANNOT_VERIFY_MESSAGE);
  }
}
