import { describe, expect, it } from 'vitest';
import { TermDictionary } from './term-dictionary.js';

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
