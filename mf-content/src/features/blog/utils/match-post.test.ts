import { describe, expect, it } from 'vitest';
import { filterPosts, matchesFilters } from './match-post';

const tea = {
  title: 'The Art of Slow Mornings',
  excerpt: 'Ten unhurried minutes changed my day.',
  category: 'Wellness',
  tags: ['Routine', 'coffee'],
};
const hike = { title: 'Weekend Hikes', excerpt: 'Trails close to town.', category: 'Adventure & Travel' };

describe('matchesFilters (SPEC §5)', () => {
  it('matches everything when both filters are empty', () => {
    expect(matchesFilters(tea, { search: '', category: '' })).toBe(true);
    expect(matchesFilters(hike, { search: '', category: '' })).toBe(true);
  });

  it.each([
    ['the title', 'slow morn'],
    ['the excerpt', 'UNHURRIED'],
    ['a tag', 'routine'],
    ['a tag, in any case', 'COFFEE'],
  ])('matches a search text found case-insensitively in %s', (_where, search) => {
    expect(matchesFilters(tea, { search, category: '' })).toBe(true);
  });

  it('does not match a search text found elsewhere (category, author) or nowhere', () => {
    expect(matchesFilters(tea, { search: 'wellness', category: '' })).toBe(false);
    expect(matchesFilters(tea, { search: 'espresso', category: '' })).toBe(false);
  });

  it('treats an article without tags as having none', () => {
    expect(matchesFilters(hike, { search: 'coffee', category: '' })).toBe(false);
    expect(matchesFilters(hike, { search: 'trails', category: '' })).toBe(true);
  });

  it('ignores blanks around the search text, and a blank-only text is no search', () => {
    expect(matchesFilters(tea, { search: '  slow  ', category: '' })).toBe(true);
    expect(matchesFilters(hike, { search: '   ', category: '' })).toBe(true);
  });

  it('matches a category only when it is exactly the article category', () => {
    expect(matchesFilters(tea, { search: '', category: 'Wellness' })).toBe(true);
    expect(matchesFilters(tea, { search: '', category: 'wellness' })).toBe(false);
    expect(matchesFilters(hike, { search: '', category: 'Adventure' })).toBe(false);
  });

  it('needs both the search text and the category to match', () => {
    expect(matchesFilters(tea, { search: 'slow', category: 'Wellness' })).toBe(true);
    expect(matchesFilters(tea, { search: 'slow', category: 'Career' })).toBe(false);
    expect(matchesFilters(tea, { search: 'hikes', category: 'Wellness' })).toBe(false);
  });
});

describe('filterPosts', () => {
  it('keeps the matching articles in their order', () => {
    expect(filterPosts([tea, hike], { search: '', category: '' })).toEqual([tea, hike]);
    expect(filterPosts([tea, hike], { search: 't', category: 'Adventure & Travel' })).toEqual([hike]);
    expect(filterPosts([tea, hike], { search: 'nothing like this', category: '' })).toEqual([]);
  });
});
