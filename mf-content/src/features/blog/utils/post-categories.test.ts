import { describe, expect, it } from 'vitest';
import { categoryOptions } from './post-categories';

describe('categoryOptions', () => {
  it('lists each category once, alphabetically', () => {
    expect(categoryOptions(['Wellness', 'Career', 'Wellness', 'Adventure & Travel'])).toEqual(['Adventure & Travel', 'Career', 'Wellness']);
  });

  it('keeps a selected category that the server does not list', () => {
    expect(categoryOptions(['Wellness'], 'Career')).toEqual(['Career', 'Wellness']);
    expect(categoryOptions(['Wellness'], 'Wellness')).toEqual(['Wellness']);
  });

  it('is empty without categories', () => {
    expect(categoryOptions([])).toEqual([]);
  });
});
