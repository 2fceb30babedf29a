import { describe, expect, it } from 'vitest';
import { isStorableText, storableString } from './text.js';

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

  it('names the field in its message and stops there', () => {
    const result = storableString('Name').min(5, 'too short').safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Name contains a character that is not allowed']);
  });
});
