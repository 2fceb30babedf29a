import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlogPostSummarySchema,
  CONTENT_PATTERNS,
  ErrorCode,
  GuideSummarySchema,
  PostCategorySchema,
  PostSummariesPageSchema,
  type BlogPost,
  type BlogPostSummary,
  type PostCategory,
} from '@livefully/contracts';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';
import { inOneYear, insertCategory, insertPost } from '../testing/test-posts.js';

let fixture: ContentFixture;

const day = (n: number) => new Date(Date.UTC(2020, 0, n));

beforeAll(async () => {
  fixture = await startContentFixture('post-lists');
  const { dataSource } = fixture;
  await insertPost(dataSource, { slug: 'title-hit', category: 'Wellness', title: 'The ZephyrQuill Morning' });
  await insertPost(dataSource, { slug: 'excerpt-hit', category: 'Career', excerpt: 'A short note on Xylofjord walks.' });
  await insertPost(dataSource, { slug: 'tag-hit', category: 'Lifestyle', tags: ['Slow Living', 'Quokkabrew Coffee'] });
  await insertPost(dataSource, { slug: 'percent-literal', category: 'Career', title: 'Give 100% wombatly' });
  await insertPost(dataSource, { slug: 'percent-lookalike', category: 'Career', title: 'Give 1000 wombatly' });
  await insertPost(dataSource, { slug: 'underscore-literal', category: 'Career', title: 'Plain snake_wombat tips' });
  await insertPost(dataSource, { slug: 'underscore-lookalike', category: 'Career', title: 'Plain snakeXwombat tips' });
  await insertPost(dataSource, { slug: 'backslash-literal', category: 'Career', title: 'A wom\\bat path' });
  await insertPost(dataSource, { slug: 'backslash-lookalike', category: 'Career', title: 'A wombat path' });
  await insertPost(dataSource, { slug: 'hidden-tag-draft', category: 'Wellness', status: 'draft', tags: ['Quokkabrew'] });
  await insertPost(dataSource, { slug: 'hidden-tag-later', category: 'Wellness', publishedAt: inOneYear(), tags: ['Quokkabrew'] });
  for (const n of [1, 2, 3, 4, 5]) {
    await insertPost(dataSource, { slug: `paged-match-${n}`, category: 'Food & Dining', tags: ['pagingmarker'], publishedAt: day(n) });
  }
  await insertPost(dataSource, { slug: 'paged-other-category', category: 'Career', tags: ['pagingmarker'], publishedAt: day(9) });
  await insertCategory(dataSource, 'Empty Shelf');
  await insertCategory(dataSource, 'Drafts Only');
  await insertPost(dataSource, { slug: 'the-only-draft', category: 'Drafts Only', status: 'draft' });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

const listSlugs = async (query: Record<string, unknown>) =>
  (await fixture.send<BlogPostSummary[]>(CONTENT_PATTERNS.listPosts, { view: 'summary', ...query })).map((post) => post.slug);

describe('listPosts with q (docs/requirements.md#r-blog-filter: title, excerpt or a tag, in any case)', () => {
  it.each([
    ['the title', 'zephyrquill', 'title-hit'],
    ['the title, in another case', 'ZEPHYRQUILL MORN', 'title-hit'],
    ['the excerpt', 'XYLOFJORD', 'excerpt-hit'],
    ['a tag', 'quokkabrew', 'tag-hit'],
    ['part of a tag', 'kabrew cof', 'tag-hit'],
  ])('finds a text in %s', async (_where, q, slug) => {
    expect(await listSlugs({ q })).toEqual([slug]);
  });

  it('finds nothing for a text only in the body, the category or the author', async () => {
    expect(await listSlugs({ q: 'Body' })).not.toContain('title-hit');
    expect(await listSlugs({ q: 'Tester' })).toEqual([]);
    expect(await listSlugs({ q: 'Empty Shelf' })).toEqual([]);
  });

  it('leaves out drafts and scheduled posts that match', async () => {
    expect(await listSlugs({ q: 'quokkabrew' })).toEqual(['tag-hit']);
  });

  it.each([
    ['%', '100%', 'percent-literal'],
    ['_', 'snake_wombat', 'underscore-literal'],
    ['\\', 'wom\\bat', 'backslash-literal'],
  ])('reads %s in the text as itself, not as a LIKE wildcard or escape', async (_char, q, slug) => {
    expect(await listSlugs({ q })).toEqual([slug]);
  });

  it('trims the text, and a blank one is no filter', async () => {
    expect(await listSlugs({ q: '  zephyrquill  ' })).toEqual(['title-hit']);
    expect(await listSlugs({ q: '   ' })).toEqual(await listSlugs({}));
  });
});

describe('listPosts with category (docs/requirements.md#r-blog-filter: equal to the post category)', () => {
  it('keeps exactly the posts of the category, by its name', async () => {
    const all = await fixture.send<BlogPostSummary[]>(CONTENT_PATTERNS.listPosts, { view: 'summary' });
    const inFood = await fixture.send<BlogPostSummary[]>(CONTENT_PATTERNS.listPosts, { view: 'summary', category: 'Food & Dining' });
    expect(inFood.length).toBeGreaterThan(5);
    expect(inFood).toEqual(all.filter((post) => post.category === 'Food & Dining'));
  });

  it('does not match another case, a part of the name or the slug', async () => {
    expect(await listSlugs({ category: 'food & dining' })).toEqual([]);
    expect(await listSlugs({ category: 'Food' })).toEqual([]);
    expect(await listSlugs({ category: 'food-dining' })).toEqual([]);
  });

  it('applies both filters together', async () => {
    expect(await listSlugs({ q: 'pagingmarker', category: 'Career' })).toEqual(['paged-other-category']);
    expect(await listSlugs({ q: 'zephyrquill', category: 'Career' })).toEqual([]);
  });
});

describe('listPosts pages through the matches', () => {
  it('walks the filtered list with the cursor, in order, without repeats or gaps', async () => {
    const filters = { q: 'PAGINGMARKER', category: 'Food & Dining' };
    const whole = await listSlugs(filters);
    expect(whole).toEqual(['paged-match-5', 'paged-match-4', 'paged-match-3', 'paged-match-2', 'paged-match-1']);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = PostSummariesPageSchema.parse(
        await fixture.send(CONTENT_PATTERNS.listPosts, { view: 'summary', limit: 2, ...filters, ...(cursor ? { cursor } : {}) }),
      );
      expect(page.posts.length).toBeLessThanOrEqual(2);
      walked.push(...page.posts.map((post) => post.slug));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(whole);
  });

  it('ends with a null cursor when the matches fit in the page', async () => {
    const page = PostSummariesPageSchema.parse(
      await fixture.send(CONTENT_PATTERNS.listPosts, { view: 'summary', limit: 9, q: 'zephyrquill' }),
    );
    expect(page).toMatchObject({ posts: [{ slug: 'title-hit' }], nextCursor: null });
  });

  it.each([{ q: 'x'.repeat(201) }, { category: 'x'.repeat(201) }, { view: 'tiny' }, { q: ['a', 'b'] }])(
    'refuses %j as COMMON.VALIDATION',
    async (data) => {
      expect((await fixture.failure(CONTENT_PATTERNS.listPosts, data)).code).toBe(ErrorCode.Validation);
    },
  );
});

describe('listPosts as summaries', () => {
  it('gives the same posts in the same order without content, meta description or the other head fields', async () => {
    const full = await fixture.send<BlogPost[]>(CONTENT_PATTERNS.listPosts);
    const summaries = await fixture.send<Record<string, unknown>[]>(CONTENT_PATTERNS.listPosts, { view: 'summary' });
    expect(summaries.map((post) => post.slug)).toEqual(full.map((post) => post.slug));
    for (const summary of summaries) {
      BlogPostSummarySchema.parse(summary);
      expect(summary).not.toHaveProperty('content');
      expect(summary).not.toHaveProperty('metaDescription');
    }
    // A card shows none of the page head's own fields (docs/seo.md).
    const {
      content: _content,
      metaDescription: _meta,
      metaTitle: _title,
      canonicalUrl: _canonical,
      noindex: _noindex,
      shareImagePath: _share,
      ...cardFields
    } = full[0]!;
    expect(summaries[0]).toEqual(cardFields);
  });

  it('pages as summaries too', async () => {
    const page = PostSummariesPageSchema.parse(await fixture.send(CONTENT_PATTERNS.listPosts, { view: 'summary', limit: 3 }));
    expect(page.posts).toHaveLength(3);
    for (const post of page.posts) expect(post).not.toHaveProperty('content');
  });

  it('keeps full posts when no view or view=full is asked for', async () => {
    const [post] = await fixture.send<BlogPost[]>(CONTENT_PATTERNS.listPosts, { view: 'full' });
    expect(post).toHaveProperty('content');
  });
});

describe('relatedPosts', () => {
  const related = (slug: string, limit?: number) =>
    fixture.send<BlogPostSummary[]>(CONTENT_PATTERNS.relatedPosts, { slug, ...(limit ? { limit } : {}) });

  it('gives the newest visible posts of the same category, without the post itself, as summaries', async () => {
    const food = await listSlugs({ category: 'Food & Dining' });
    const posts = await related(food[1]!, 4);
    expect(posts.map((post) => post.slug)).toEqual(food.filter((slug) => slug !== food[1]).slice(0, 4));
    for (const post of posts) {
      expect(BlogPostSummarySchema.parse(post).category).toBe('Food & Dining');
      expect(post).not.toHaveProperty('content');
    }
  });

  it('gives 3 by default, and no more than the limit', async () => {
    expect(await related('paged-match-1')).toHaveLength(3);
    expect(await related('paged-match-1', 1)).toHaveLength(1);
  });

  it('leaves out drafts and scheduled posts of the category', async () => {
    const slugs = (await related('title-hit', 4)).map((post) => post.slug);
    expect(slugs).not.toContain('hidden-tag-draft');
    expect(slugs).not.toContain('hidden-tag-later');
    expect(slugs).not.toContain('title-hit');
  });

  it('is empty when no other post shares the category', async () => {
    await insertCategory(fixture.dataSource, 'Solo Shelf');
    await insertPost(fixture.dataSource, { slug: 'solo-post', category: 'Solo Shelf' });
    expect(await related('solo-post')).toEqual([]);
  });

  it.each(['no-such-article', 'hidden-tag-draft', 'hidden-tag-later'])('answers %s with PostNotFound', async (slug) => {
    expect((await fixture.failure(CONTENT_PATTERNS.relatedPosts, { slug })).code).toBe(ErrorCode.PostNotFound);
  });

  it.each([{ slug: 'title-hit', limit: 0 }, { slug: 'title-hit', limit: 5 }, { slug: 'Not A Slug' }])(
    'refuses %j as COMMON.VALIDATION',
    async (data) => {
      expect((await fixture.failure(CONTENT_PATTERNS.relatedPosts, data)).code).toBe(ErrorCode.Validation);
    },
  );
});

describe('postCategories', () => {
  it('lists every category with a visible post once, by name, with its count, and none without', async () => {
    const categories = (await fixture.send<PostCategory[]>(CONTENT_PATTERNS.postCategories)).map((c) => PostCategorySchema.parse(c));
    const posts = await fixture.send<BlogPostSummary[]>(CONTENT_PATTERNS.listPosts, { view: 'summary' });
    const counts = new Map<string, number>();
    for (const post of posts) counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
    const expected = [...counts.keys()].sort((a, b) => a.localeCompare(b, 'en'));
    expect(categories.map((c) => c.name)).toEqual(expected);
    for (const category of categories) expect(category.postCount).toBe(counts.get(category.name));
    expect(categories.find((c) => c.name === 'Food & Dining')?.slug).toBe('food-dining');
    expect(categories.map((c) => c.name)).not.toContain('Empty Shelf');
    expect(categories.map((c) => c.name)).not.toContain('Drafts Only');
    expect(categories.length).toBeGreaterThanOrEqual(8);
  });
});

describe('listGuides as summaries', () => {
  it('gives every guide without content or meta description', async () => {
    const full = await fixture.send<{ slug: string }[]>(CONTENT_PATTERNS.listGuides);
    const summaries = await fixture.send<Record<string, unknown>[]>(CONTENT_PATTERNS.listGuides, { view: 'summary' });
    expect(summaries.map((guide) => guide.slug)).toEqual(full.map((guide) => guide.slug));
    for (const guide of summaries) {
      GuideSummarySchema.parse(guide);
      expect(guide).not.toHaveProperty('content');
      expect(guide).not.toHaveProperty('metaDescription');
    }
  });
});
