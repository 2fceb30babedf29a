import { ErrorCode } from '@livefully/contracts';
import type { Request } from 'express';
import { ApiException } from '../common/api.exception.js';

/** The ID token of `Authorization: Bearer <token>`; a missing or malformed header is a 401. */
export function bearerToken(request: Request): string {
  const header = request.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) {
    throw new ApiException(ErrorCode.TokenMissing, 'Sign-in required: send your ID token as "Authorization: Bearer <token>".');
  }
  return match[1];
}
