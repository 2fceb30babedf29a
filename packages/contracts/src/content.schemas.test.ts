import { describe, expect, it } from 'vitest';
import { SlugSchema, relatedCategorySlug } from './content.schemas.js';

describe('relatedCategorySlug', () => {
  it.each([
    ['Adventure & Travel', 'adventure-travel'],
    ['Work-Life Balance', 'work-life-balance'],
    ['Food & Dining', 'food-dining'],
    ['Everyday Experiences', 'everyday-experiences'],
    ['Wellness', 'wellness'],
  ])('%s becomes %s', (name, slug) => {
    expect(relatedCategorySlug(name)).toBe(slug);
  });
});

describe('SlugSchema', () => {
  it('accepts kebab-case and refuses anything else', () => {
    expect(SlugSchema.safeParse('slow-mornings-2').success).toBe(true);
    for (const bad of ['Upper', 'two--dashes', '-lead', 'spa ce', "quote'", '../etc']) {
      expect(SlugSchema.safeParse(bad).success).toBe(false);
    }
  });
});
