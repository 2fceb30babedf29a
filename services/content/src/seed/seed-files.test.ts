import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlogPostSchema, GuideSchema, relatedCategorySlug } from '@livefully/contracts';
import { countWords } from './read-time.js';
import { loadSeed, SEED_DIR } from './seed-files.js';

const seed = await loadSeed();

const CATEGORY_NAMES = [
  'Work-Life Balance',
  'Adventure & Travel',
  'Wellness',
  'Personal Growth',
  'Food & Dining',
  'Career',
  'Everyday Experiences',
  'Lifestyle',
];

describe('the seed folder', () => {
  it('defines the eight categories, slugged by the related-category rule', () => {
    expect(seed.categories.map((category) => category.name).sort()).toEqual([...CATEGORY_NAMES].sort());
    for (const category of seed.categories) expect(category.slug).toBe(relatedCategorySlug(category.name));
  });

  it('defines the footer topics with known colours and icon class names', () => {
    expect(seed.topics.map((topic) => topic.slug)).toEqual(expect.arrayContaining(['foodie', 'date-night', 'challenge', 'sports']));
    for (const topic of seed.topics) expect(topic.icon).toMatch(/^fa-/);
  });

  it('has at least 8 published articles across varied categories, each with at least one topic or none by choice', () => {
    expect(seed.posts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(seed.posts.map((post) => post.categorySlug)).size).toBeGreaterThanOrEqual(6);
    for (const topic of seed.topics) expect(seed.posts.some((post) => post.topicSlugs.includes(topic.slug)), topic.slug).toBe(true);
  });

  it.each(seed.posts.map((post) => [post.slug, post] as const))('article %s is a real markdown article', (_slug, post) => {
    const words = countWords(post.content);
    expect(words).toBeGreaterThanOrEqual(400);
    expect(post.readTime).toBe(Math.ceil(words / 200));
    expect(post.content).toMatch(/^## /m);
    expect(post.content).toMatch(/^(- |\d+\. )/m);
    expect(post.content).toMatch(/\]\(https:\/\//);
    expect(post.publishedAt.startsWith('2025-')).toBe(true);
    expect(post.status).toBe('published');
  });

  it('maps every article and guide onto its contract', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const post of seed.posts) {
      BlogPostSchema.parse({ ...post, id, category: 'x', publishedAt: new Date(post.publishedAt).toISOString() });
    }
    for (const guide of seed.guides) GuideSchema.parse({ ...guide, id, category: 'x', articleCount: 0 });
  });

  it('has 2 guides with markdown bodies in categories that have articles', () => {
    expect(seed.guides.length).toBeGreaterThanOrEqual(2);
    for (const guide of seed.guides) {
      expect(guide.content).toMatch(/^## /m);
      expect(seed.posts.some((post) => post.categorySlug === guide.categorySlug)).toBe(true);
    }
  });

  it('has a 1200x630 SVG for every article and guide and no stray image', async () => {
    const images = (await readdir(join(SEED_DIR, 'images'))).sort();
    const items = [...seed.posts, ...seed.guides];
    expect(images).toEqual(items.map((item) => `${item.slug}.svg`).sort());
    for (const item of items) {
      const svg = await readFile(join(SEED_DIR, 'images', `${item.slug}.svg`), 'utf8');
      expect(svg).toMatch(/width="1200" height="630" viewBox="0 0 1200 630"/);
      expect(svg.length).toBeLessThan(8_000);
      expect(item.imageAlt.length).toBeGreaterThan(20);
    }
  });
});
