import { relatedCategorySlug, type PostStatus } from '@livefully/contracts';
import type { DataSource } from 'typeorm';
import { TEST_SCHEMA } from './content-fixture.js';

export interface TestPost {
  slug: string;
  category: string;
  status?: PostStatus;
  publishedAt?: Date;
  topics?: string[];
  title?: string;
  excerpt?: string;
  tags?: string[];
  /** The byline's profile; by default "Tester" (slug `tester`). */
  authorId?: string;
}

/** Inserts a post the public must not see (or must), straight into the tables; returns its id. */
export async function insertPost(dataSource: DataSource, post: TestPost): Promise<string> {
  const s = `"${TEST_SCHEMA}"`;
  const authorId = post.authorId ?? (await insertAuthor(dataSource, 'Tester', 'tester'));
  const [row]: { id: string }[] = await dataSource.query(
    `INSERT INTO ${s}.posts (slug, title, excerpt, content, category_id, meta_description, image_path, image_alt,
       author_id, published_at, read_time, status, tags)
     SELECT $1::varchar, COALESCE($5::text, $1::text), $6, 'Body', id, 'Meta', '/images/x.svg', 'Alt', $8::uuid, $2, 1, $3, $7::text[]
     FROM ${s}.categories WHERE slug = $4
     RETURNING id`,
    [
      post.slug,
      // A draft has no date unless the test gives one, as the editor saves it.
      post.publishedAt ?? (post.status === 'draft' ? null : new Date('2025-01-01T00:00:00Z')),
      post.status ?? 'published',
      relatedCategorySlug(post.category),
      post.title ?? null,
      post.excerpt ?? 'Excerpt',
      post.tags ?? [],
      authorId,
    ],
  );
  if (!row) throw new Error(`no category ${post.category}`);
  await dataSource.query(`INSERT INTO ${s}.post_topics (post_id, topic_id) SELECT $1, id FROM ${s}.topics WHERE slug = ANY($2::text[])`, [
    row.id,
    post.topics ?? [],
  ]);
  return row.id;
}

/** A profile by its slug, added the first time (docs/authors.md); returns its id. */
export async function insertAuthor(dataSource: DataSource, name: string, slug: string): Promise<string> {
  const [row]: { id: string }[] = await dataSource.query(
    `INSERT INTO "${TEST_SCHEMA}".authors (slug, name) VALUES ($1, $2) ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [slug, name],
  );
  return row!.id;
}

/** Adds a category (name and its slug, docs/requirements.md#r-related-category-slug) with no posts; returns its id. */
export async function insertCategory(dataSource: DataSource, name: string): Promise<string> {
  const [row]: { id: string }[] = await dataSource.query(
    `INSERT INTO "${TEST_SCHEMA}".categories (slug, name, description) VALUES ($1, $2, '') RETURNING id`,
    [relatedCategorySlug(name), name],
  );
  return row!.id;
}

export const inOneYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000);
