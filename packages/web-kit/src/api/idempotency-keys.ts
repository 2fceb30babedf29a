/**
 * The Idempotency-Keys of one form. The server answers a key it has seen with its first answer,
 * and a key reused for another body with 422; so each submission has its key, sent again while
 * the visitor retries the same values after a failure (a 503, a lost connection), and a new one
 * is made once the values change or the submission went through.
 */
export type IdempotencyKeys = {
  /** Calls `send` with the key of the submission of `values`; a success ends that submission. */
  submit<T>(values: unknown, send: (idempotencyKey: string) => Promise<T>): Promise<T>;
};

export function idempotencyKeys(newKey: () => string = randomKey): IdempotencyKeys {
  /** The submission that has not gone through yet. */
  let open: { values: string; key: string } | undefined;
  return {
    async submit(values, send) {
      const body = JSON.stringify(values);
      if (open?.values !== body) open = { values: body, key: newKey() };
      const answer = await send(open.key);
      open = undefined;
      return answer;
    },
  };
}

/**
 * A random UUID. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); the site
 * opened over plain HTTP by a LAN address still has `getRandomValues`, so a version 4 UUID is
 * made from those bytes there.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
