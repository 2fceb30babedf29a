import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATTERNS, ErrorCode, GuideSchema, type Guide } from '@livefully/contracts';
import { z } from 'zod';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';
import { inOneYear, insertPost } from '../testing/test-posts.js';
import { loadSeed } from '../seed/seed-files.js';
import type { SeedContent } from '../seed/seed-content.js';

let fixture: ContentFixture;
let seed: SeedContent;

const seededIn = (categorySlug: string) => seed.posts.filter((post) => post.categorySlug === categorySlug).length;

beforeAll(async () => {
  seed = await loadSeed();
  fixture = await startContentFixture('guides');
  await insertPost(fixture.dataSource, { slug: 'food-draft', category: 'Food & Dining', status: 'draft' });
  await insertPost(fixture.dataSource, { slug: 'food-next-year', category: 'Food & Dining', publishedAt: inOneYear() });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('listGuides', () => {
  it('returns the seed guides, each matching the Guide contract', async () => {
    const guides = z.array(GuideSchema).parse(await fixture.send<Guide[]>(CONTENT_PATTERNS.listGuides));
    expect(guides.map((guide) => guide.slug).sort()).toEqual(seed.guides.map((guide) => guide.slug).sort());
  });

  it('counts the visible posts of each guide’s category as its articles', async () => {
    const guides = await fixture.send<Guide[]>(CONTENT_PATTERNS.listGuides);
    for (const guide of guides) expect(guide.articleCount, guide.slug).toBe(seededIn(guide.categorySlug));
  });

  it('follows new posts in the category without storing anything on the guide', async () => {
    await insertPost(fixture.dataSource, { slug: 'one-more-food-post', category: 'Food & Dining' });
    const guide = GuideSchema.parse(await fixture.send(CONTENT_PATTERNS.getGuide, { slug: 'explore-your-local-food-scene' }));
    expect(guide.articleCount).toBe(seededIn('food-dining') + 1);
    await fixture.dataSource.query(`DELETE FROM content.posts WHERE slug = 'one-more-food-post'`);
  });
});

describe('getGuide', () => {
  it('returns one guide with its category and markdown body', async () => {
    const source = seed.guides.find((guide) => guide.slug === 'weekend-adventure-playbook')!;
    const guide = GuideSchema.parse(await fixture.send(CONTENT_PATTERNS.getGuide, { slug: source.slug }));
    expect(guide).toMatchObject({
      title: source.title,
      category: 'Adventure & Travel',
      categorySlug: 'adventure-travel',
      imagePath: '/images/weekend-adventure-playbook.svg',
      articleCount: seededIn('adventure-travel'),
    });
    expect(guide.content).toMatch(/^## /m);
  });

  it('answers an unknown guide with GuideNotFound', async () => {
    expect((await fixture.failure(CONTENT_PATTERNS.getGuide, { slug: 'no-such-guide' })).code).toBe(ErrorCode.GuideNotFound);
  });

  it('refuses a malformed slug as COMMON.VALIDATION', async () => {
    expect((await fixture.failure(CONTENT_PATTERNS.getGuide, { slug: 'no--such' })).code).toBe(ErrorCode.Validation);
  });
});
