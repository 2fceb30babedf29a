import { describe, expect, it } from 'vitest';
import { searchPath } from './search-path';

describe('searchPath', () => {
  it('encodes the trimmed term', () => {
    expect(searchPath('  slow travel ')).toBe('/search?q=slow%20travel');
    expect(searchPath('food & dining?')).toBe('/search?q=food%20%26%20dining%3F');
  });

  it('goes nowhere for a blank term', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath('   \t ')).toBeNull();
  });
});
