import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revertLastMigration, runMigrations, ServiceDatabase } from '@livefully/service-kit';
import { startTestDatabase, type TestDatabase } from '@livefully/service-kit/testing';
import { CONTENT_DATABASE } from '../data-source.js';
import { CONTENT_MIGRATIONS } from './content.migrations.js';
import { AddAuthors1795824000100 } from './1795824000100-add-authors.js';

/** The content schema as it was just before bylines became profiles. */
const BEFORE = new ServiceDatabase({
  ...CONTENT_DATABASE.definition,
  migrations: CONTENT_MIGRATIONS.slice(0, CONTENT_MIGRATIONS.indexOf(AddAuthors1795824000100)),
});

describe('the authors migration (free-text bylines become profiles)', () => {
  let database: TestDatabase;
  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    CONTENT_DATABASE.use(database.env, (dataSource) => dataSource.query(sql, params) as Promise<T[]>);

  beforeAll(async () => {
    database = await startTestDatabase('content', 'authors-migration');
    await runMigrations(BEFORE, database.env);
    const [category] = await query<{ id: string }>(
      `INSERT INTO content.categories (slug, name, description) VALUES ('wellness', 'Wellness', '') RETURNING id`,
    );
    const posts = [
      ['slow-mornings', 'Maya Chen'],
      ['quiet-evenings', 'Maya Chen'],
      ['river-walks', 'Zoë Ålund'],
      // Another name that makes the same slug: two people, two pages; the one with more posts gets the plain slug.
      ['lake-walks', 'Maya  Chen'],
      ['symbols', '***'],
    ];
    for (const [slug, author] of posts) {
      await query(
        `INSERT INTO content.posts (slug, title, excerpt, content, category_id, meta_description, image_path, image_alt, author,
           published_at, read_time, status)
         VALUES ($1::varchar, $1::text, 'Excerpt', 'Body', $2, '', '', '', $3, now(), 1, 'published')`,
        [slug, category!.id, author],
      );
    }
    await runMigrations(CONTENT_DATABASE, database.env);
  }, 120_000);

  afterAll(async () => {
    await database?.stop();
  });

  it('makes one profile per distinct author, with a unique slug from the name and no staff member', async () => {
    expect(await query(`SELECT name, slug, bio, staff_uid, staff_email FROM content.authors ORDER BY name`)).toEqual([
      { name: '***', slug: 'author', bio: '', staff_uid: null, staff_email: null },
      { name: 'Maya  Chen', slug: 'maya-chen-2', bio: '', staff_uid: null, staff_email: null },
      { name: 'Maya Chen', slug: 'maya-chen', bio: '', staff_uid: null, staff_email: null },
      { name: 'Zoë Ålund', slug: 'zoe-alund', bio: '', staff_uid: null, staff_email: null },
    ]);
  });

  it('points every post at its profile, and requires one from then on', async () => {
    expect(await query(`SELECT p.slug, a.name FROM content.posts p JOIN content.authors a ON a.id = p.author_id ORDER BY p.slug`)).toEqual([
      { slug: 'lake-walks', name: 'Maya  Chen' },
      { slug: 'quiet-evenings', name: 'Maya Chen' },
      { slug: 'river-walks', name: 'Zoë Ålund' },
      { slug: 'slow-mornings', name: 'Maya Chen' },
      { slug: 'symbols', name: '***' },
    ]);
    await expect(query(`UPDATE content.posts SET author_id = NULL WHERE slug = 'symbols'`)).rejects.toThrow(/null value/);
    await expect(query(`DELETE FROM content.authors WHERE slug = 'zoe-alund'`)).rejects.toThrow(/fk_posts_author/);
  });

  it('reverts to the free-text byline, each post keeping its name', async () => {
    // The migrations after it first, newest first, then this one.
    const later = CONTENT_MIGRATIONS.slice(CONTENT_MIGRATIONS.indexOf(AddAuthors1795824000100) + 1).reverse();
    for (const migration of later) {
      expect(await revertLastMigration(CONTENT_DATABASE, database.env)).toBe(`content: reverted ${migration.name}`);
    }
    expect(await revertLastMigration(CONTENT_DATABASE, database.env)).toBe('content: reverted AddAuthors1795824000100');
    expect(await query(`SELECT slug, author FROM content.posts ORDER BY slug`)).toEqual([
      { slug: 'lake-walks', author: 'Maya  Chen' },
      { slug: 'quiet-evenings', author: 'Maya Chen' },
      { slug: 'river-walks', author: 'Zoë Ålund' },
      { slug: 'slow-mornings', author: 'Maya Chen' },
      { slug: 'symbols', author: '***' },
    ]);
    expect(await query(`SELECT 1 FROM information_schema.tables WHERE table_schema = 'content' AND table_name = 'authors'`)).toEqual([]);
  });
});
