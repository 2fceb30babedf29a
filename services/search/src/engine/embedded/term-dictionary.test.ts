import { describe, expect, it } from 'vitest';
import { MAX_EXPANSIONS, TermDictionary } from './term-dictionary.js';

describe('TermDictionary', () => {
  it('expands a term to the indexed terms within AUTO edits that share its first letter', () => {
    const dictionary = new TermDictionary();
    for (const term of ['well', 'tell', 'wall', 'weekend', 'wellington']) dictionary.add(term);
    expect(dictionary.expand('well')).toEqual(['well', 'wall']);
    expect(dictionary.expand('welln')).toEqual(['welln', 'well']);
    expect(dictionary.expand('weeknd')).toEqual(['weeknd', 'weekend']);
  });

  it('does not expand terms of one or two letters', () => {
    const dictionary = new TermDictionary();
    dictionary.add('go');
    dictionary.add('to');
    expect(dictionary.expand('go')).toEqual(['go']);
  });
});

describe('TermDictionary bounds', () => {
  it('keeps at most MAX_EXPANSIONS variants, the closest first', () => {
    const dictionary = new TermDictionary();
    dictionary.add('wellness');
    for (let i = 0; i < 200; i += 1)
      dictionary.add(`wellnes${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
    const expanded = dictionary.expand('wellnes');
    expect(expanded).toHaveLength(1 + MAX_EXPANSIONS);
    expect(expanded[1]).toBe('wellness');
  });
});
