import type { EntityManager } from 'typeorm';
import { freeSlug } from '../authors/author-slugs.js';
import type { SeedCategory, SeedGuide, SeedPost, SeedTopic } from './seed-content.js';

/**
 * The seed's writes: upserts by slug, so an item that already exists under its slug is taken
 * over rather than duplicated. `s` is the quoted schema name.
 */
export async function upsertCategory(manager: EntityManager, s: string, category: SeedCategory): Promise<void> {
  await manager.query(
    `INSERT INTO ${s}.categories (slug, name, description) VALUES ($1, $2, $3)
     ON CONFLICT (slug) WHERE deleted_at IS NULL DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, updated_at = now()`,
    [category.slug, category.name, category.description],
  );
}

export async function upsertTopic(manager: EntityManager, s: string, topic: SeedTopic): Promise<void> {
  await manager.query(
    `INSERT INTO ${s}.topics (slug, name, description, color, icon) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (slug) WHERE deleted_at IS NULL DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
       color = EXCLUDED.color, icon = EXCLUDED.icon, updated_at = now()`,
    [topic.slug, topic.name, topic.description, topic.color, topic.icon],
  );
}

/** Links the post to those of its topics that exist; a topic an admin deleted is not brought back. */
export async function upsertPost(manager: EntityManager, s: string, post: SeedPost, categoryId: string): Promise<void> {
  const [row]: { id: string }[] = await manager.query(
    `INSERT INTO ${s}.posts (slug, title, excerpt, content, category_id, meta_description, image_path, image_alt,
       author_id, published_at, tags, read_time, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (slug) WHERE deleted_at IS NULL DO UPDATE SET title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, content = EXCLUDED.content,
       category_id = EXCLUDED.category_id, meta_description = EXCLUDED.meta_description, image_path = EXCLUDED.image_path,
       image_alt = EXCLUDED.image_alt, author_id = EXCLUDED.author_id, published_at = EXCLUDED.published_at,
       tags = EXCLUDED.tags, read_time = EXCLUDED.read_time, status = EXCLUDED.status, updated_at = now()
     RETURNING id`,
    [
      post.slug,
      post.title,
      post.excerpt,
      post.content,
      categoryId,
      post.metaDescription,
      post.imagePath,
      post.imageAlt,
      await seedAuthorId(manager, s, post.author),
      // A draft carries no publish date: it is dated when an editor publishes it.
      post.status === 'draft' ? null : post.publishedAt,
      post.tags,
      post.readTime,
      post.status,
    ],
  );
  await manager.query(
    `INSERT INTO ${s}.post_topics (post_id, topic_id)
     SELECT $1, id FROM ${s}.topics WHERE slug = ANY($2::text[]) AND deleted_at IS NULL ON CONFLICT DO NOTHING`,
    [row!.id, post.topicSlugs],
  );
}

/** The byline's profile (docs/authors.md): the first one with the seed's author name, else a new one. */
async function seedAuthorId(manager: EntityManager, s: string, name: string): Promise<string> {
  const [found]: { id: string }[] = await manager.query(`SELECT id FROM ${s}.authors WHERE name = $1 ORDER BY created_at LIMIT 1`, [name]);
  if (found) return found.id;
  const slugs: { slug: string }[] = await manager.query(`SELECT slug FROM ${s}.authors`);
  const [made]: { id: string }[] = await manager.query(`INSERT INTO ${s}.authors (slug, name) VALUES ($1, $2) RETURNING id`, [
    freeSlug(name, new Set(slugs.map((row) => row.slug))),
    name,
  ]);
  return made!.id;
}

export async function upsertGuide(manager: EntityManager, s: string, guide: SeedGuide, categoryId: string): Promise<void> {
  await manager.query(
    `INSERT INTO ${s}.guides (slug, title, description, content, category_id, meta_description, image_path, image_alt)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (slug) WHERE deleted_at IS NULL DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, content = EXCLUDED.content,
       category_id = EXCLUDED.category_id, meta_description = EXCLUDED.meta_description, image_path = EXCLUDED.image_path,
       image_alt = EXCLUDED.image_alt, updated_at = now()`,
    [guide.slug, guide.title, guide.description, guide.content, categoryId, guide.metaDescription, guide.imagePath, guide.imageAlt],
  );
}
