import { describe, expect, it } from 'vitest';
import { canonicalBytes, SignedTokens } from './signed-token.js';

describe('SignedTokens', () => {
  const tokens = new SignedTokens('a-secret-of-the-site', 'test.v1.');

  it('reads back what it signed', () => {
    expect(tokens.read(tokens.sign({ a: 1 }))).toEqual({ a: 1 });
  });

  it('refuses a token of another purpose or secret', () => {
    const token = tokens.sign({ a: 1 });
    expect(new SignedTokens('a-secret-of-the-site', 'other.v1.').read(token)).toBeUndefined();
    expect(new SignedTokens('another-secret', 'test.v1.').read(token)).toBeUndefined();
  });

  it('accepts only the canonical spelling of the signature and the body', () => {
    const token = tokens.sign({ a: 1 });
    const [body = '', signature = ''] = token.split('.');
    // 32 bytes are 43 base64url characters: the last one carries 4 bits and 2 spare ones, which
    // a decoder ignores, so four spellings decode to the same bytes. Only the canonical one passes.
    const last = signature.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const variants = [...alphabet].filter(
      (c) => c !== last && Buffer.from(signature.slice(0, -1) + c, 'base64url').equals(Buffer.from(signature, 'base64url')),
    );
    expect(variants.length).toBe(3);
    for (const c of variants) expect(tokens.read(`${body}.${signature.slice(0, -1)}${c}`)).toBeUndefined();
    expect(tokens.read(`${body}.${signature}=`)).toBeUndefined();
    expect(tokens.read(`${body}.${signature}.x`)).toBeUndefined();
  });

  it('canonicalBytes takes one spelling of each byte string', () => {
    expect(canonicalBytes('')).toBeUndefined();
    expect(canonicalBytes('YQ')).toEqual(Buffer.from('a'));
    expect(canonicalBytes('YR')).toBeUndefined();
    expect(canonicalBytes('YQ==')).toBeUndefined();
  });
});
