import { describe, expect, it } from 'vitest';
import { BLOG_PAGES_MAX, blogPagesOf, blogSearch } from './blog-address';

describe('blogPagesOf', () => {
  it('reads a whole number of pages from 1 to the bound', () => {
    expect(blogPagesOf('1')).toBe(1);
    expect(blogPagesOf('3')).toBe(3);
    expect(blogPagesOf(String(BLOG_PAGES_MAX))).toBe(BLOG_PAGES_MAX);
  });

  it('reads a number past the bound as the bound, and anything else as page 1', () => {
    expect(blogPagesOf('51')).toBe(BLOG_PAGES_MAX);
    expect(blogPagesOf('9'.repeat(400))).toBe(BLOG_PAGES_MAX);
    for (const bad of [null, '', '0', '-2', '2.5', 'two', '1e3', ' 2']) expect(blogPagesOf(bad), String(bad)).toBe(1);
  });
});

describe('blogSearch', () => {
  it('writes category, q and page in one order, leaving out the blank ones', () => {
    expect(blogSearch({ category: '', q: '', pages: 1 })).toBe('');
    expect(blogSearch({ category: 'Food & Dining', q: 'slow tea', pages: 2 })).toBe('?category=Food+%26+Dining&q=slow+tea&page=2');
    expect(blogSearch({ category: '', q: '', pages: 80 })).toBe(`?page=${BLOG_PAGES_MAX}`);
  });
});
