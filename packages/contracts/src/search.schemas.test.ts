import { describe, expect, it } from 'vitest';
import { boundedSearchTerms, SEARCH_MAX_TERMS, SearchQuerySchema, searchCost } from './search.schemas.js';

describe('a search query', () => {
  it('is looked for by its first words only', () => {
    const words = Array.from({ length: 20 }, (_, i) => `word${i}`);
    expect(boundedSearchTerms(`  ${words.join('   ')} `).split(' ')).toEqual(words.slice(0, SEARCH_MAX_TERMS));
  });

  it('costs more the more words it looks for, within 1 to 4', () => {
    expect([searchCost('yoga'), searchCost('morning yoga'), searchCost('slow morning yoga'), searchCost('a b c d e f g h i j k')]).toEqual([
      1, 1, 2, 4,
    ]);
    expect(searchCost('x'.repeat(200))).toBe(1);
  });

  it('refuses a NUL character, naming q', () => {
    const result = SearchQuerySchema.safeParse({ q: 'yo\u0000ga' });
    expect(result.error?.issues).toMatchObject([{ path: ['q'], message: 'Search term contains a character that is not allowed' }]);
  });
});
