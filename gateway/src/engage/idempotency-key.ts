import { createHash, randomUUID } from 'node:crypto';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '@livefully/contracts';
import { ApiException } from '../common/api.exception.js';

/** The request's Idempotency-Key, if it sent one; a malformed one is a 400 naming the header. */
export function idempotencyKeyOf(request: { header(name: string): string | undefined }): string | undefined {
  const value = request.header(IDEMPOTENCY_KEY_HEADER);
  if (value === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ApiException(ErrorCode.Validation, 'Invalid Idempotency-Key header', [
    { path: [IDEMPOTENCY_KEY_HEADER], message: parsed.error.issues[0]?.message ?? 'Idempotency-Key is not valid' },
  ]);
}

/**
 * The id a contact message is stored under: the same for every retry with one key (a UUID made
 * from its hash, so any accepted key fits the column), a new one for a request without a key.
 */
export function requestIdFor(key: string | undefined): string {
  if (key === undefined) return randomUUID();
  const hex = createHash('sha256').update(`contact:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
