import { useState } from 'react';
import { idempotencyKeys, type IdempotencyKeys } from './idempotency-keys';

/** The Idempotency-Keys of a form, kept for as long as the form is on the page. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => idempotencyKeys());
  return keys;
}
