import { z } from 'zod';

/**
 * PostgreSQL's text cannot hold NUL, and a lone UTF-16 surrogate has no UTF-8 form (the
 * driver would silently store U+FFFD instead). Every text a caller sends is checked for
 * both before it gets anywhere near a database.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

export function unstorableMessage(label: string): string {
  return `${label} contains a character that is not allowed`;
}

/** A string of request input: refused first, with the field's label, when it cannot be stored. */
export function storableString(label: string, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: unstorableMessage(label), abort: true });
}
