import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATTERNS, ErrorCode, SearchDocumentSchema, SearchDocumentsPageSchema, type SearchDocument } from '@livefully/contracts';
import { startContentFixture, TEST_SCHEMA, type ContentFixture } from '../testing/content-fixture.js';
import { inOneYear, insertPost } from '../testing/test-posts.js';

let fixture: ContentFixture;
let draftId: string;
let scheduledId: string;
let counts: { posts: number; guides: number; topics: number };

beforeAll(async () => {
  fixture = await startContentFixture('search-feed');
  draftId = await insertPost(fixture.dataSource, { slug: 'a-hidden-draft', category: 'Wellness', status: 'draft' });
  scheduledId = await insertPost(fixture.dataSource, { slug: 'scheduled-for-next-year', category: 'Wellness', publishedAt: inOneYear() });
  const s = `"${TEST_SCHEMA}"`;
  const [row] = await fixture.dataSource.query(
    `SELECT (SELECT count(*)::int FROM ${s}.posts WHERE status = 'published' AND published_at <= now()) AS posts,
            (SELECT count(*)::int FROM ${s}.guides) AS guides, (SELECT count(*)::int FROM ${s}.topics) AS topics`,
  );
  counts = row;
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

async function walk(limit: number): Promise<{ documents: SearchDocument[]; pages: number }> {
  const documents: SearchDocument[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = SearchDocumentsPageSchema.parse(
      await fixture.send(CONTENT_PATTERNS.searchDocuments, { limit, ...(cursor ? { cursor } : {}) }),
    );
    expect(page.documents.length).toBeLessThanOrEqual(limit);
    documents.push(...page.documents);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { documents, pages };
}

describe('searchDocuments', () => {
  it('answers every public post, guide and topic in one page by default', async () => {
    const page = SearchDocumentsPageSchema.parse(await fixture.send(CONTENT_PATTERNS.searchDocuments, {}));
    expect(page.nextCursor).toBeNull();
    const byType = (type: string) => page.documents.filter((document) => document.type === type).length;
    expect({ posts: byType('blog_post'), guides: byType('guide'), topics: byType('topic') }).toEqual(counts);
  });

  it('walks the same documents in small pages, across the kinds, without repeats or gaps', async () => {
    const whole = SearchDocumentsPageSchema.parse(await fixture.send(CONTENT_PATTERNS.searchDocuments, {})).documents;
    const { documents, pages } = await walk(4);
    expect(pages).toBeGreaterThan(5);
    expect(documents.map((document) => document.id)).toEqual(whole.map((document) => document.id));
  });

  it('leaves out drafts and posts scheduled for later', async () => {
    const { documents } = await walk(500);
    const ids = documents.map((document) => document.id);
    expect(ids).not.toContain(draftId);
    expect(ids).not.toContain(scheduledId);
  });

  it.each([{ limit: 0 }, { limit: 5000 }, { cursor: 'post:nope' }, { cursor: 'category:00000000-0000-4000-8000-000000000000' }])(
    'refuses %j as COMMON.VALIDATION',
    async (data) => {
      expect((await fixture.failure(CONTENT_PATTERNS.searchDocuments, data)).code).toBe(ErrorCode.Validation);
    },
  );
});

describe('searchDocument', () => {
  it('maps a post with its category, date, tags and topics', async () => {
    const [row] = await fixture.dataSource.query(`SELECT id FROM "${TEST_SCHEMA}".posts WHERE slug = 'backyard-stargazing'`);
    const document = SearchDocumentSchema.parse(await fixture.send(CONTENT_PATTERNS.searchDocument, { kind: 'post', id: row.id }));
    expect(document).toMatchObject({
      type: 'blog_post',
      slug: 'backyard-stargazing',
      title: 'A Night Under the Stars Without Leaving Home',
      categoryName: 'Everyday Experiences',
      publishedAt: '2025-07-22T21:30:00.000Z',
      tags: ['stargazing', 'night sky', 'summer', 'backyard'],
    });
    expect(document.excerpt).toMatch(/^No telescope/);
    expect(document.body).toContain('## Why it is worth doing');
    expect(document.topics.map((topic) => topic.slug).sort()).toEqual(['date-night', 'family', 'outdoors']);
    expect(document.topics.map((topic) => topic.name)).toEqual([...document.topics.map((topic) => topic.name)].sort());
  });

  it('gives a post’s document what its result card shows: image, byline with its page, read time', async () => {
    const s = `"${TEST_SCHEMA}"`;
    const [row] = await fixture.dataSource.query(
      `SELECT post.id, post.image_path, post.image_alt, post.read_time, author.name, author.slug
         FROM ${s}.posts post JOIN ${s}.authors author ON author.id = post.author_id WHERE post.slug = 'backyard-stargazing'`,
    );
    const document = SearchDocumentSchema.parse(await fixture.send(CONTENT_PATTERNS.searchDocument, { kind: 'post', id: row.id }));
    expect(row.image_path).not.toBe('');
    expect(document).toMatchObject({
      imagePath: row.image_path,
      imageAlt: row.image_alt,
      authorName: row.name,
      authorSlug: row.slug,
      readTime: row.read_time,
    });
  });

  it('maps a guide (description as excerpt) and a topic (no body, no category)', async () => {
    const [guide] = await fixture.dataSource.query(`SELECT id, description FROM "${TEST_SCHEMA}".guides LIMIT 1`);
    const [guideImage] = await fixture.dataSource.query(`SELECT image_path, image_alt FROM "${TEST_SCHEMA}".guides WHERE id = $1`, [
      guide.id,
    ]);
    expect(await fixture.send(CONTENT_PATTERNS.searchDocument, { kind: 'guide', id: guide.id })).toMatchObject({
      type: 'guide',
      imagePath: guideImage.image_path,
      imageAlt: guideImage.image_alt,
      excerpt: guide.description,
      publishedAt: null,
      topics: [],
      tags: [],
    });
    const [topic] = await fixture.dataSource.query(`SELECT id, name, description FROM "${TEST_SCHEMA}".topics WHERE slug = 'foodie'`);
    expect(await fixture.send(CONTENT_PATTERNS.searchDocument, { kind: 'topic', id: topic.id })).toEqual({
      type: 'topic',
      id: topic.id,
      slug: 'foodie',
      title: topic.name,
      excerpt: topic.description,
      body: '',
      tags: [],
      categoryName: null,
      publishedAt: null,
      topics: [],
    });
  });

  it('answers null for a draft, a scheduled post and an id that does not exist', async () => {
    for (const id of [draftId, scheduledId, '00000000-0000-4000-8000-000000000000']) {
      expect(await fixture.send(CONTENT_PATTERNS.searchDocument, { kind: 'post', id })).toBeNull();
    }
    expect(await fixture.send(CONTENT_PATTERNS.searchDocument, { kind: 'topic', id: draftId })).toBeNull();
  });

  it('refuses a category or a bad id as COMMON.VALIDATION', async () => {
    expect((await fixture.failure(CONTENT_PATTERNS.searchDocument, { kind: 'category', id: draftId })).code).toBe(ErrorCode.Validation);
    expect((await fixture.failure(CONTENT_PATTERNS.searchDocument, { kind: 'post', id: 'x' })).code).toBe(ErrorCode.Validation);
  });
});
