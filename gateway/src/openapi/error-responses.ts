import type { HttpOperation } from '@livefully/contracts';

/** What each refusal means on a route; the body is always the error envelope. */
const MEANING: Record<number, string> = {
  400: 'Invalid input (COMMON.VALIDATION), each field named in `issues`',
  401: 'No, bad or lapsed ID token (IDENTITY.TOKEN_MISSING, _INVALID, _EXPIRED)',
  403: "Signed in, not active staff (IDENTITY.NOT_ADMIN), or below the least role the route (or someone else's item) takes (IDENTITY.ROLE_TOO_LOW)",
  404: 'No such item (COMMON.NOT_FOUND, CONTENT.*_NOT_FOUND, ENGAGE.MAILING_NOT_FOUND, ENGAGE.PERSON_NOT_FOUND), or a link token this site did not sign (ENGAGE.TOKEN_INVALID)',
  409: 'A conflicting write (CONTENT.SLUG_TAKEN, CONTENT.CATEGORY_IN_USE, CONTENT.VERSION_CONFLICT with both versions in `details`, ENGAGE.MAILING_NOT_DRAFT), or a link already used (ENGAGE.TOKEN_USED)',
  410: 'A link that has expired (ENGAGE.TOKEN_EXPIRED)',
  413: 'A body over 64 kB (512 kB under /api/admin) (COMMON.PAYLOAD_TOO_LARGE)',
  415: 'A body that is not application/json (COMMON.UNSUPPORTED_MEDIA_TYPE)',
  422: 'An Idempotency-Key sent again with another message (COMMON.IDEMPOTENCY_KEY_REUSED)',
  429: 'Over the rate limit (COMMON.RATE_LIMITED), with Retry-After',
  503: 'A service, its database or its index is down or slow (COMMON.SERVICE_UNAVAILABLE), with Retry-After: 5',
};

/** The refusals a route can answer, from what it reads and who may call it. */
export function errorStatuses(op: HttpOperation): number[] {
  const { http } = op;
  const statuses = new Set<number>(http.errors ?? []);
  if (http.params || http.query || http.body || http.idempotencyKey) statuses.add(400);
  if (http.access !== 'public') statuses.add(401);
  if (typeof http.access === 'object') statuses.add(403);
  if (http.params) statuses.add(404);
  if (http.body) [413, 415].forEach((status) => statuses.add(status));
  if (http.rateLimit) statuses.add(429);
  if (op.service !== 'gateway' || http.access !== 'public') statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

export function errorMeaning(status: number): string {
  return MEANING[status] ?? 'Refused';
}
