import { createHmac } from 'node:crypto';

/**
 * A subscription token as the service signed them before it read only canonical spellings: the
 * links in mails already sent look like this and must keep working.
 */
export function signedAsBefore(secret: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(`subscription:${body}`).digest('base64url')}`;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The token with its signature's last character spelled another way that decodes to the same
 * bytes: a 32-byte signature ends in a character whose two lowest bits are spare.
 */
export function otherSpellingOfLast(token: string): string {
  const last = token.at(-1) ?? '';
  const index = BASE64URL.indexOf(last);
  if (index < 0 || index % 4 !== 0) throw new Error('the token does not end in a canonical signature character');
  return `${token.slice(0, -1)}${BASE64URL[index + 1]}`;
}
