import { describe, expect, it } from 'vitest';
import { formatArticleCount } from './format-article-count';

describe('formatArticleCount', () => {
  it('is singular for one article', () => {
    expect(formatArticleCount(1)).toBe('1 article');
  });

  it.each([
    [0, '0 articles'],
    [2, '2 articles'],
    [12, '12 articles'],
  ])('is plural for %i', (count, text) => {
    expect(formatArticleCount(count)).toBe(text);
  });
});
