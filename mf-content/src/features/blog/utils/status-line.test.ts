import { describe, expect, it } from 'vitest';
import { statusLine } from './status-line';

describe('statusLine (docs/requirements.md#r-blog-status)', () => {
  it('counts the shown articles', () => {
    expect(statusLine(25, { search: '', category: '' })).toBe('Showing 25 articles');
    expect(statusLine(0, { search: '', category: '' })).toBe('Showing 0 articles');
    expect(statusLine(1, { search: '', category: '' })).toBe('Showing 1 articles');
  });

  it('adds the search term in double quotes', () => {
    expect(statusLine(2, { search: 'sleep', category: '' })).toBe('Showing 2 articles for "sleep"');
  });

  it('adds the chosen category', () => {
    expect(statusLine(3, { search: '', category: 'Wellness' })).toBe('Showing 3 articles in Wellness');
  });

  it('puts the term before the category when both are set', () => {
    expect(statusLine(1, { search: 'walk', category: 'Food & Dining' })).toBe('Showing 1 articles for "walk" in Food & Dining');
  });

  it('shows the term without surrounding blanks and leaves out a blank-only term', () => {
    expect(statusLine(4, { search: '  trail ', category: '' })).toBe('Showing 4 articles for "trail"');
    expect(statusLine(4, { search: '   ', category: '' })).toBe('Showing 4 articles');
  });
});
