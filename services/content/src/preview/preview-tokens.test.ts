import { describe, expect, it } from 'vitest';
import { PreviewTokens } from './preview-tokens.js';

const tokens = new PreviewTokens('a-secret-of-the-tests-at-least-32-chars');
const POST = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2026-11-26T10:00:00.000Z');
const LATER = new Date('2026-11-29T10:00:00.000Z');

describe('PreviewTokens', () => {
  it('accepts a token it signed until it expires, and names the post', () => {
    const token = tokens.sign({ postId: POST, expiresAt: LATER });
    expect(tokens.verify(token, NOW)).toEqual({ ok: true, claims: { postId: POST, expiresAt: LATER } });
  });

  it('refuses it from its expiry on as expired', () => {
    const token = tokens.sign({ postId: POST, expiresAt: LATER });
    expect(tokens.verify(token, LATER)).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.verify(token, new Date(LATER.getTime() + 1_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret, or with its payload changed, as invalid', () => {
    const other = new PreviewTokens('another-secret-of-at-least-32-characters').sign({ postId: POST, expiresAt: LATER });
    expect(tokens.verify(other, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [, signature] = tokens.sign({ postId: POST, expiresAt: LATER }).split('.');
    const longer = Buffer.from(JSON.stringify({ p: POST, e: LATER.getTime() / 1000 + 86_400 * 365 })).toString('base64url');
    expect(tokens.verify(`${longer}.${signature}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each(['', 'abc', 'a.b.c', 'not-base64.!!', '.', 'e30.'])('refuses %j as invalid without throwing', (token) => {
    expect(tokens.verify(token, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
