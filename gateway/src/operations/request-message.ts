import type { BoundOperation, Profile, RequestPart } from '@livefully/contracts';
import { actorOf } from '../admin/admin-actor.js';
import { parseRequest } from '../common/parse.js';
import { idempotencyKeyOf, requestIdFor } from '../engage/idempotency-key.js';

/** The parts of an HTTP request an operation reads; Express's request has them all. */
export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  header(name: string): string | undefined;
  /** The profile AdminGuard verified, on admin routes. */
  user?: Profile;
}

/**
 * The message an operation's route sends its service: the Idempotency-Key, then the path
 * parameters, the query and the body are each parsed with the operation's schema (a 400 naming
 * the part and each field), then merged, or shaped by the operation's `toMessage`.
 */
export function requestMessage(op: BoundOperation, request: RequestParts): unknown {
  const { http } = op;
  const key = http.idempotencyKey ? idempotencyKeyOf(request) : undefined;
  const params = read(http.params, request.params);
  const query = read(http.query, request.query);
  // A missing body reads as an empty form, so the answer names each required field.
  const body = read(http.body, request.body ?? {});
  if (!http.toMessage) return { ...params, ...query, ...body };
  const actor = request.user ? actorOf(request.user) : undefined;
  return http.toMessage({ params, query, body, requestId: requestIdFor(key), ...(actor ? { actor } : {}) });
}

function read(part: RequestPart | undefined, raw: unknown): Record<string, unknown> {
  if (!part) return {};
  const value = part.read ? part.read((raw ?? {}) as Record<string, unknown>) : raw;
  return parseRequest(part.schema, value, part.label) as Record<string, unknown>;
}
