import { ErrorCode, type VerifiedToken } from '@livefully/contracts';
import type { Request } from 'express';
import { ApiException } from '../common/api.exception.js';
import { isLoopback } from './loopback.js';

export const EMULATOR_TOKEN_FROM_NETWORK_MESSAGE =
  'This site signs people in through the Auth Emulator, which works on the machine it runs on only.';

/**
 * The Auth Emulator signs nothing, so whoever reaches the gateway could write a token for any
 * account it knows, an admin's included. A token it vouched for is taken only from a request
 * whose socket peer is a loopback address and whose client, as TRUST_PROXY reads
 * X-Forwarded-For, is one too: a header can refuse a request, never admit one. Firebase's
 * tokens are taken from anywhere. Checked on every request, a cached answer included.
 */
export function admitEmulatorTokens(answer: VerifiedToken, request: Pick<Request, 'socket' | 'ip'>): VerifiedToken {
  if (answer.issuer !== 'auth-emulator') return answer;
  if (isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return answer;
  throw new ApiException(ErrorCode.EmulatorTokenFromNetwork, EMULATOR_TOKEN_FROM_NETWORK_MESSAGE);
}
