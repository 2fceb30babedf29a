import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PreviewTokens } from './preview-tokens.js';

const SECRET = 'a-secret-of-the-tests-at-least-32-chars';
const tokens = new PreviewTokens(SECRET);
const LINK = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2026-11-26T10:00:00.000Z');
const LATER = new Date('2026-11-29T10:00:00.000Z');

/** The other spellings of a base64url text's last character that decode to the same bytes. */
function sameBytesSpellings(text: string): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = Buffer.from(text, 'base64url');
  return [...alphabet]
    .filter((c) => c !== text.at(-1))
    .map((c) => text.slice(0, -1) + c)
    .filter((spelling) => Buffer.from(spelling, 'base64url').equals(bytes));
}

describe('PreviewTokens', () => {
  it('accepts a token it signed until it expires, and names the link', () => {
    const token = tokens.sign({ linkId: LINK, expiresAt: LATER });
    expect(tokens.verify(token, NOW)).toEqual({ ok: true, claims: { linkId: LINK, expiresAt: LATER } });
  });

  it('refuses it from its expiry on as expired', () => {
    const token = tokens.sign({ linkId: LINK, expiresAt: LATER });
    expect(tokens.verify(token, LATER)).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.verify(token, new Date(LATER.getTime() + 1_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret, or with its payload changed, as invalid', () => {
    const other = new PreviewTokens('another-secret-of-at-least-32-characters').sign({ linkId: LINK, expiresAt: LATER });
    expect(tokens.verify(other, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [, signature] = tokens.sign({ linkId: LINK, expiresAt: LATER }).split('.');
    const longer = Buffer.from(JSON.stringify({ l: LINK, e: LATER.getTime() / 1000 + 86_400 * 365 })).toString('base64url');
    expect(tokens.verify(`${longer}.${signature}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token whose last signature character is another spelling of the same bytes', () => {
    const token = tokens.sign({ linkId: LINK, expiresAt: LATER });
    const [payload = '', signature = ''] = token.split('.');
    const spellings = sameBytesSpellings(signature);
    // 32 bytes take 43 characters; the last one's 2 spare bits give three more spellings.
    expect(spellings).toHaveLength(3);
    for (const spelling of spellings) expect(tokens.verify(`${payload}.${spelling}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token of the first version (a post, no link row), which could never be revoked', () => {
    const payload = Buffer.from(JSON.stringify({ p: LINK, e: LATER.getTime() / 1000 })).toString('base64url');
    const mac = createHmac('sha256', SECRET).update(`livefully.preview.v1.${payload}`).digest('base64url');
    expect(tokens.verify(`${payload}.${mac}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each(['', 'abc', 'a.b.c', 'not-base64.!!', '.', 'e30.'])('refuses %j as invalid without throwing', (token) => {
    expect(tokens.verify(token, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
