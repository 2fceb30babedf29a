import type { BlogPost } from '@livefully/contracts';
import { describe, expect, it } from 'vitest';
import { categoryArticlesPath, MAX_RELATED_GUIDE_ARTICLES, pickRelatedArticles } from './related-articles';

const posts = (n: number) => Array.from({ length: n }, (_, i) => ({ slug: `post-${i + 1}` }) as BlogPost);

describe('pickRelatedArticles', () => {
  it('keeps at most 4, in the order the server gave', () => {
    expect(MAX_RELATED_GUIDE_ARTICLES).toBe(4);
    expect(pickRelatedArticles(posts(7)).map((p) => p.slug)).toEqual(['post-1', 'post-2', 'post-3', 'post-4']);
  });

  it('keeps all of a shorter list, and none of an empty one', () => {
    expect(pickRelatedArticles(posts(3))).toHaveLength(3);
    expect(pickRelatedArticles(posts(4))).toHaveLength(4);
    expect(pickRelatedArticles([])).toEqual([]);
  });
});

describe('categoryArticlesPath', () => {
  it('links to the blog filtered to the category, encoded', () => {
    expect(categoryArticlesPath('Wellness')).toBe('/blog?category=Wellness');
    expect(categoryArticlesPath('Adventure & Travel')).toBe('/blog?category=Adventure%20%26%20Travel');
  });
});
