import { describe, expect, it } from 'vitest';
import { otherSpellingOfLast, signedAsBefore } from '../testing/token-spellings.js';
import { SubscriptionTokens } from './subscription-tokens.js';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const tokens = new SubscriptionTokens(secret);
const entry = '7b0c7f0e-5a43-4a51-9d3c-1b9a0b0c0d0e';
const nonce = '0b6f0a5e-6f4b-4c1b-8a3a-2a1c3d4e5f60';

describe('SubscriptionTokens', () => {
  it('reads back what it signed, of the kind asked for', () => {
    const expires = new Date('2030-01-01T00:00:00Z');
    const confirm = tokens.confirm(entry, nonce, expires);
    expect(tokens.read(confirm, 'c')).toEqual({ k: 'c', e: entry, n: nonce, x: expires.getTime() / 1000 });
    expect(tokens.read(confirm, 'u')).toBeNull();
    expect(tokens.read(tokens.unsubscribe(entry), 'u')).toEqual({ k: 'u', e: entry });
  });

  it("names the mailing inside the signed payload of a mailing's link", () => {
    const mailing = '3c9d5e7f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
    const token = tokens.unsubscribe(entry, mailing);
    expect(tokens.read(token, 'u')).toEqual({ k: 'u', e: entry, m: mailing });
    // Another mailing cannot be written in without the secret.
    const [, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ k: 'u', e: entry, m: nonce })).toString('base64url');
    expect(tokens.read(`${forged}.${signature}`, 'u')).toBeNull();
  });

  it('signs the same text as before, so the links in mails already sent keep working', () => {
    const before = signedAsBefore(secret, { k: 'u', e: entry });
    expect(tokens.unsubscribe(entry)).toBe(before);
    expect(tokens.read(before, 'u')).toEqual({ k: 'u', e: entry });
  });

  it('refuses a signature whose last character is another spelling of the same bytes', () => {
    const token = tokens.unsubscribe(entry);
    const respelled = otherSpellingOfLast(token);
    expect(Buffer.from(respelled.split('.')[1]!, 'base64url')).toEqual(Buffer.from(token.split('.')[1]!, 'base64url'));
    expect(tokens.read(respelled, 'u')).toBeNull();
  });

  it('refuses a token altered, signed with another secret, or not a token at all', () => {
    const token = tokens.unsubscribe(entry);
    const [body, signature] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ k: 'u', e: nonce })).toString('base64url');
    expect(tokens.read(`${other}.${signature}`, 'u')).toBeNull();
    expect(tokens.read(`${body}.${signature.slice(0, -2)}`, 'u')).toBeNull();
    expect(new SubscriptionTokens('another-secret-of-thirty-two-characters!').read(token, 'u')).toBeNull();
    for (const junk of ['', 'abc', 'a.b.c', '..', `${body}.`]) expect(tokens.read(junk, 'u')).toBeNull();
  });

  it('hashes an address as before (HMAC of "address:" and the address), without showing it', () => {
    expect(tokens.addressHash('rita@example.com')).toBe('56d50d6a03417b7345e4b083d07611e9e3dc3913bb46ecbcbe096308202d455f');
    expect(tokens.addressHash('rita@example.com')).not.toContain('rita');
    expect(tokens.addressHash('rita@example.com')).toHaveLength(64);
  });
});
