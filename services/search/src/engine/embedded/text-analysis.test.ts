import { describe, expect, it } from 'vitest';
import { autoFuzziness, englishTerm, fold, tokenize } from './text-analysis.js';

describe('text analysis', () => {
  it('splits on anything but letters and digits, lowercases, folds accents and drops possessives', () => {
    expect(tokenize("Maya's Café: 5 Crème-brûlée ideas!")).toEqual(['maya', 'cafe', '5', 'creme', 'brulee', 'ideas']);
    expect(fold('Ünïcode')).toBe('unicode');
  });

  it('stems plurals and suffixes to one English term, and drops stop words', () => {
    expect(englishTerm('habits')).toBe(englishTerm('habit'));
    expect(englishTerm('wellness')).toBe('well');
    expect(englishTerm('mindfulness')).toBe('mind');
    expect(englishTerm('the')).toBeNull();
    expect(englishTerm('2025')).toBe('2025');
  });

  it('allows edits like fuzziness AUTO', () => {
    expect([autoFuzziness('ab'), autoFuzziness('abc'), autoFuzziness('abcde'), autoFuzziness('abcdef')]).toEqual([false, 1, 1, 2]);
  });
});
