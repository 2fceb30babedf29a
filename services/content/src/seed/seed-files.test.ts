import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlogPostSchema, countWords, GuideSchema, relatedCategorySlug, slugify, TOPIC_ICONS } from '@livefully/contracts';
import { loadSeed, SEED_DIR } from './seed-files.js';

const seed = await loadSeed();

const FOOTER_TOPICS = ['foodie', 'date-night', 'challenge', 'sports'];

const postsIn = (categorySlug: string) => seed.posts.filter((post) => post.categorySlug === categorySlug);
const postsTagged = (topicSlug: string) => seed.posts.filter((post) => post.topicSlugs.includes(topicSlug));

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

  it('defines at least 8 topics, the footer ones among them, with known colours and mapped icons', () => {
    expect(seed.topics.length).toBeGreaterThanOrEqual(8);
    expect(seed.topics.map((topic) => topic.slug)).toEqual(expect.arrayContaining(FOOTER_TOPICS));
    for (const topic of seed.topics) expect(TOPIC_ICONS, topic.slug).toContain(topic.icon);
  });

  it('has at least 24 published articles covering every category, at least 2 each', () => {
    expect(seed.posts.length).toBeGreaterThanOrEqual(24);
    for (const category of seed.categories) expect(postsIn(category.slug).length, category.name).toBeGreaterThanOrEqual(2);
    for (const name of ['Work-Life Balance', 'Wellness', 'Adventure & Travel']) {
      expect(postsIn(relatedCategorySlug(name)).length, name).toBeGreaterThanOrEqual(4);
    }
  });

  it('links every topic to at least 3 articles and each footer topic to at least 4', () => {
    for (const topic of seed.topics) {
      expect(postsTagged(topic.slug).length, topic.slug).toBeGreaterThanOrEqual(FOOTER_TOPICS.includes(topic.slug) ? 4 : 3);
    }
  });

  it('spreads articles over several authors and distinct dates in 2025, none in the future', () => {
    expect(new Set(seed.posts.map((post) => post.author)).size).toBeGreaterThanOrEqual(5);
    const dates = seed.posts.map((post) => new Date(post.publishedAt).getTime());
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) expect(date).toBeLessThan(Date.now());
  });

  it.each(seed.posts.map((post) => [post.slug, post] as const))('article %s is a real markdown article', (_slug, post) => {
    const words = countWords(post.content);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(post.readTime).toBe(Math.ceil(words / 200));
    expect(post.content).toMatch(/^## /m);
    expect(post.content).toMatch(/^(- |\d+\. )/m);
    expect(post.content).toMatch(/\]\(https:\/\//);
    expect(post.publishedAt.startsWith('2025-')).toBe(true);
    expect(post.status).toBe('published');
    expect(post.tags.length).toBeGreaterThanOrEqual(3);
    expect(post.tags.length).toBeLessThanOrEqual(5);
    for (const tag of post.tags) expect(tag).toBe(tag.toLowerCase());
  });

  it('maps every article and guide onto its contract', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const post of seed.posts) {
      const authorProfile = { slug: slugify(post.author), name: post.author, photoPath: null };
      BlogPostSchema.parse({ ...post, id, category: 'x', authorProfile, publishedAt: new Date(post.publishedAt).toISOString() });
    }
    for (const guide of seed.guides) GuideSchema.parse({ ...guide, id, category: 'x', articleCount: 0 });
  });

  it('has at least 6 guides of 700+ words, each in a category with at least 3 articles', () => {
    expect(seed.guides.length).toBeGreaterThanOrEqual(6);
    for (const guide of seed.guides) {
      expect(guide.content, guide.slug).toMatch(/^## /m);
      expect(countWords(guide.content), guide.slug).toBeGreaterThanOrEqual(700);
      expect(postsIn(guide.categorySlug).length, guide.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('only links to articles, guides and topics that exist', () => {
    const known = new Set([
      ...seed.posts.map((post) => `/blog/${post.slug}`),
      ...seed.guides.map((guide) => `/guide/${guide.slug}`),
      ...seed.topics.map((topic) => `/topics/${topic.slug}`),
      ...['/blog', '/guides', '/topics', '/apps'],
    ]);
    for (const item of [...seed.posts, ...seed.guides]) {
      for (const [, target] of item.content.matchAll(/\]\((\/[^)\s#]*)/g)) expect(known, `${item.slug} -> ${target}`).toContain(target);
    }
  });

  it('has a 1200x630 SVG for every article and guide and no stray image', async () => {
    // share/ holds the build's PNG renderings of these (deploy/embedded/share-images.mjs).
    const entries = await readdir(join(SEED_DIR, 'images'), { withFileTypes: true });
    const images = entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
    const items = [...seed.posts, ...seed.guides];
    expect(images).toEqual(items.map((item) => `${item.slug}.svg`).sort());
    for (const item of items) {
      expect(existsSync(join(SEED_DIR, item.imagePath.replace(/^\/images\//, 'images/'))), item.imagePath).toBe(true);
      const svg = await readFile(join(SEED_DIR, 'images', `${item.slug}.svg`), 'utf8');
      expect(svg).toMatch(/width="1200" height="630" viewBox="0 0 1200 630"/);
      expect(svg).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(svg.length).toBeLessThan(4_096);
      expect(item.imageAlt.length).toBeGreaterThan(20);
    }
  });
});
