import { z } from 'zod';

/**
 * PostgreSQL's text cannot hold NUL, and a lone UTF-16 surrogate has no UTF-8 form (the
 * driver would silently store U+FFFD instead). Every text a caller sends is checked for
 * both before it gets anywhere near a database.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const EVERY_UNSTORABLE = new RegExp(UNSTORABLE.source, 'g');

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * Whether every text inside a JSON value (strings, and the keys of objects) is storable. jsonb
 * refuses both characters as well. Walked without recursion: a body may nest as deep as its
 * size allows.
 */
export function isStorableValue(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) return false;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, entry] of Object.entries(next)) {
        if (!isStorableText(key)) return false;
        pending.push(entry);
      }
    }
  }
  return true;
}

/** Text from elsewhere (an identity provider's profile) made storable: each such character becomes U+FFFD. */
export function storableText(value: string): string {
  return value.replace(EVERY_UNSTORABLE, '\ufffd');
}

export function unstorableMessage(label: string): string {
  return `${label} contains a character that is not allowed`;
}

/** A string of request input: refused first, with the field's label, when it cannot be stored. */
export function storableString(label: string, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: unstorableMessage(label), abort: true });
}
