import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorableText, isStorableValue, storableString, storableText } from './text.js';

/** What the database can hold, said another way: no NUL, and the same text after a trip through UTF-8. */
const storable = (value: string) => !value.includes('\u0000') && new TextDecoder().decode(new TextEncoder().encode(value)) === value;
/** Any UTF-16, lone surrogates and NUL included. */
const anyText = fc.string({ unit: 'binary' });
const unstorableChar = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');

describe('storable text', () => {
  it.each(['plain', 'émoji 🌄 and 中文', 'tab\tnew\nline', '\ud83c\udf04', ''])('accepts %j', (value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each(['nul \u0000 inside', '\u0000', 'lone high \ud800 surrogate', 'lone low \udc00', 'reversed \udc00\ud800'])(
    'refuses %j',
    (value) => {
      expect(isStorableText(value)).toBe(false);
    },
  );

  it('is exactly the text that survives UTF-8 and holds no NUL, for any UTF-16', () => {
    fc.assert(fc.property(anyText, (value) => isStorableText(value) === storable(value)));
  });

  it('refuses any text with NUL or a lone surrogate put anywhere, beside pairs or not', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), unstorableChar, fc.string({ unit: 'grapheme' }), (before, char, after) => {
        // A lone high surrogate followed by a low one is a pair: the probe then is not alone.
        fc.pre(!(char >= '\ud800' && char <= '\udbff' && /^[\udc00-\udfff]/.test(after)));
        fc.pre(!(char >= '\udc00' && char <= '\udfff' && /[\ud800-\udbff]$/.test(before)));
        return !isStorableText(`${before}${char}${after}`);
      }),
    );
  });

  it('names the field in its message and stops there', () => {
    const result = storableString('Name').min(5, 'too short').safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Name contains a character that is not allowed']);
  });
});

describe('storable JSON values', () => {
  it('refuses a value with unstorable text in any string or key, at any depth, and accepts the rest', () => {
    const everyTextStorable = (value: unknown): boolean =>
      typeof value === 'string'
        ? storable(value)
        : Array.isArray(value)
          ? value.every(everyTextStorable)
          : value !== null && typeof value === 'object'
            ? Object.entries(value).every(([key, entry]) => storable(key) && everyTextStorable(entry))
            : true;
    fc.assert(fc.property(fc.jsonValue({ stringUnit: 'binary' }), (value) => isStorableValue(value) === everyTextStorable(value)));
    expect(isStorableValue({ tags: ['a', 'b\u0000'] })).toBe(false);
    expect(isStorableValue({ ['k\ud800']: 1 })).toBe(false);
    expect(isStorableValue({ title: 'Tea', tags: ['a'], readTime: 3, draft: null })).toBe(true);
  });

  it('walks a value nested far deeper than the call stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(isStorableValue(deep)).toBe(false);
  });
});

describe('storableText', () => {
  it('leaves storable text as it is and makes anything else storable, one U+FFFD per character', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const stored = storableText(value);
        expect(isStorableText(stored)).toBe(true);
        expect(stored.length).toBe(value.length);
        if (isStorableText(value)) expect(stored).toBe(value);
      }),
    );
  });
});
