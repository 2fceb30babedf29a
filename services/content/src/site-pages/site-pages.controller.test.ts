import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATTERNS, SitePageSchema } from '@livefully/contracts';
import { z } from 'zod';
import { startContentFixture, TEST_SCHEMA, type ContentFixture } from '../testing/content-fixture.js';
import { inOneYear, insertAuthor, insertPost } from '../testing/test-posts.js';

let fixture: ContentFixture;
const s = `"${TEST_SCHEMA}"`;

beforeAll(async () => {
  fixture = await startContentFixture('site-pages');
  await insertPost(fixture.dataSource, { slug: 'a-hidden-draft', category: 'Wellness', status: 'draft' });
  await insertPost(fixture.dataSource, { slug: 'scheduled-for-next-year', category: 'Wellness', publishedAt: inOneYear() });
  // An author with only a draft and one scheduled ahead has no page yet.
  const unseen = await insertAuthor(fixture.dataSource, 'Una Seen', 'una-seen');
  await insertPost(fixture.dataSource, { slug: 'una-draft', category: 'Wellness', status: 'draft', authorId: unseen });
  await insertPost(fixture.dataSource, { slug: 'una-later', category: 'Wellness', publishedAt: inOneYear(), authorId: unseen });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

const pages = async () => z.array(SitePageSchema).parse(await fixture.send(CONTENT_PATTERNS.sitePages, {}));

describe('sitePages', () => {
  it('lists every public post (newest first), guide and topic with its last change, and nothing else', async () => {
    const answer = await pages();
    const slugsOf = (kind: string) => answer.filter((page) => page.kind === kind).map((page) => page.slug);
    const rows = async (sql: string) => ((await fixture.dataSource.query(sql)) as { slug: string }[]).map((row) => row.slug);
    expect(slugsOf('post')).toEqual(
      await rows(`SELECT slug FROM ${s}.posts WHERE status = 'published' AND published_at <= now() ORDER BY published_at DESC, id`),
    );
    expect(slugsOf('guide')).toEqual(await rows(`SELECT slug FROM ${s}.guides ORDER BY slug`));
    expect(slugsOf('topic')).toEqual(await rows(`SELECT slug FROM ${s}.topics ORDER BY slug`));
    expect(slugsOf('post')).not.toContain('a-hidden-draft');
    expect(slugsOf('post')).not.toContain('scheduled-for-next-year');
    expect(slugsOf('post').length).toBeGreaterThan(20);
    expect(slugsOf('author')).toEqual(
      await rows(
        `SELECT DISTINCT a.slug FROM ${s}.authors a JOIN ${s}.posts p ON p.author_id = a.id
          WHERE p.status = 'published' AND p.published_at <= now() ORDER BY a.slug`,
      ),
    );
    expect(slugsOf('author').length).toBeGreaterThan(0);
    expect(slugsOf('author')).not.toContain('una-seen');
    for (const page of answer) {
      expect(page.publishedAt !== undefined, page.slug).toBe(page.kind === 'post');
    }
  });

  it("answers a post's own updated_at and published_at", async () => {
    await fixture.dataSource.query(
      `UPDATE ${s}.posts SET updated_at = '2026-02-03T04:05:06Z', published_at = '2025-01-02T00:00:00Z' WHERE slug = 'backyard-stargazing'`,
    );
    const page = (await pages()).find((each) => each.slug === 'backyard-stargazing');
    expect(page).toEqual({
      kind: 'post',
      slug: 'backyard-stargazing',
      updatedAt: '2026-02-03T04:05:06.000Z',
      publishedAt: '2025-01-02T00:00:00.000Z',
    });
  });
});

describe('sitePages and the search and sharing fields (docs/seo.md)', () => {
  it('leaves noindex posts, guides and topics out, and carries a canonical address that is set', async () => {
    await fixture.dataSource.query(`UPDATE ${s}.posts SET noindex = true WHERE slug = 'backyard-stargazing'`);
    await fixture.dataSource.query(`UPDATE ${s}.guides SET noindex = true WHERE slug = (SELECT min(slug) FROM ${s}.guides)`);
    await fixture.dataSource.query(`UPDATE ${s}.topics SET noindex = true WHERE slug = (SELECT min(slug) FROM ${s}.topics)`);
    const post = 'family-game-night';
    await fixture.dataSource.query(`UPDATE ${s}.posts SET canonical_url = 'https://elsewhere.example/first' WHERE slug = $1`, [post]);
    const hidden = (await fixture.dataSource.query(
      `SELECT slug FROM ${s}.guides WHERE noindex UNION ALL SELECT slug FROM ${s}.topics WHERE noindex`,
    )) as { slug: string }[];
    const answer = await pages();
    expect(answer.map((page) => page.slug)).not.toContain('backyard-stargazing');
    for (const { slug } of hidden) expect(answer.map((page) => page.slug)).not.toContain(slug);
    expect(answer.find((page) => page.slug === post)?.canonicalUrl).toBe('https://elsewhere.example/first');
    expect(answer.filter((page) => page.canonicalUrl !== undefined)).toHaveLength(1);
  });
});
