import { describe, expect, it } from 'vitest';
import { postCategories } from './post-categories';

describe('postCategories', () => {
  it('lists each category of the loaded articles once, alphabetically', () => {
    const posts = [{ category: 'Wellness' }, { category: 'Career' }, { category: 'Wellness' }, { category: 'Adventure & Travel' }];
    expect(postCategories(posts)).toEqual(['Adventure & Travel', 'Career', 'Wellness']);
  });

  it('keeps a selected category that no loaded article has yet', () => {
    expect(postCategories([{ category: 'Wellness' }], 'Career')).toEqual(['Career', 'Wellness']);
    expect(postCategories([{ category: 'Wellness' }], 'Wellness')).toEqual(['Wellness']);
  });

  it('is empty without articles', () => {
    expect(postCategories([])).toEqual([]);
  });
});
