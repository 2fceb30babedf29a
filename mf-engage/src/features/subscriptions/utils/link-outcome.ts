import { isApiError } from '@livefully/web-kit';

/** Why a confirm or unsubscribe link did not lead where it should. */
export type LinkFailure = 'used' | 'expired' | 'invalid' | 'unavailable';

const BY_CODE: Record<string, LinkFailure> = {
  'ENGAGE.TOKEN_USED': 'used',
  'ENGAGE.TOKEN_EXPIRED': 'expired',
  'ENGAGE.TOKEN_INVALID': 'invalid',
};

const BY_STATUS: Record<number, LinkFailure> = { 400: 'invalid', 404: 'invalid', 409: 'used', 410: 'expired' };

/**
 * The engage service's code says what went wrong with the token; the status stands in when a
 * proxy answered without our body. Anything else (503, a network failure, a 5xx) is "try again".
 */
export function linkFailureOf(error: unknown): LinkFailure {
  if (!isApiError(error)) return 'unavailable';
  return (error.code && BY_CODE[error.code]) || BY_STATUS[error.status] || 'unavailable';
}
