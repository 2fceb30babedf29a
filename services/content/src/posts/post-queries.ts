import type { PostListFilters } from '@livefully/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { BYLINE_COLUMNS } from './post-byline.js';
import { Post } from './post.entity.js';

/**
 * The one rule for what visitors may see: published, and not scheduled for later.
 * Written with entity property names so TypeORM's query builder maps them to columns.
 */
export function isPublic(alias: string): string {
  return `${alias}.status = 'published' AND ${alias}.publishedAt <= now()`;
}

/** What a summary reads: every column a card needs, and none of the bodies. */
export const SUMMARY_COLUMNS = [
  'post.id',
  'post.slug',
  'post.title',
  'post.excerpt',
  'post.imagePath',
  'post.imageAlt',
  'post.publishedAt',
  'post.tags',
  'post.readTime',
  'post.featured',
  'post.categoryId',
  'category.id',
  'category.name',
  'category.slug',
  ...BYLINE_COLUMNS,
];

/** `%`, `_` and `\` mean themselves in a search text, so they are escaped for LIKE. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * docs/requirements.md#r-blog-filter on a query of posts joined to their category as `category`: the text appears, in any
 * case, in the title, the excerpt or one of the tags; the category's name is the one asked for.
 */
export function matchingFilters(query: SelectQueryBuilder<Post>, { q, category }: PostListFilters): SelectQueryBuilder<Post> {
  if (q) {
    query.andWhere(
      "(post.title ILIKE :containing ESCAPE '\\' OR post.excerpt ILIKE :containing ESCAPE '\\' " +
        "OR EXISTS (SELECT 1 FROM unnest(post.tags) AS tag WHERE tag ILIKE :containing ESCAPE '\\'))",
      { containing: likeContaining(q) },
    );
  }
  if (category) query.andWhere('category.name = :category', { category });
  return query;
}

/*
 * The posts module's queries for the other modules (categories, topics, guides and their
 * admin services). Each takes the caller's EntityManager, so it runs inside the caller's
 * transaction when there is one.
 */

/** Visible posts per category or per topic, in one grouped query; a key without any is absent. */
export async function countVisiblePosts(manager: EntityManager, by: 'category' | 'topic', ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const query = manager.createQueryBuilder(Post, 'post').where(isPublic('post'));
  const key = by === 'category' ? 'post.categoryId' : 'topic.id';
  if (by === 'topic') query.innerJoin('post.topics', 'topic');
  const rows = await query
    .select(key, 'key')
    .addSelect('COUNT(*)::int', 'count')
    .andWhere(`${key} IN (:...ids)`, { ids: [...new Set(ids)] })
    .groupBy(key)
    .getRawMany<{ key: string; count: number }>();
  return new Map(rows.map((row) => [row.key, row.count]));
}

/** Every post per category, drafts and scheduled ones included: what stands in the way of deleting one. */
export async function countAllPosts(manager: EntityManager, categoryIds: string[]): Promise<Map<string, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await manager
    .createQueryBuilder(Post, 'post')
    .select('post.categoryId', 'key')
    .addSelect('COUNT(*)::int', 'count')
    .where('post.categoryId IN (:...categoryIds)', { categoryIds })
    .groupBy('post.categoryId')
    .getRawMany<{ key: string; count: number }>();
  return new Map(rows.map((row) => [row.key, row.count]));
}

/** Ids of the visible posts of a category or with a topic: the ones whose page shows its name. */
export async function visiblePostIds(manager: EntityManager, of: { categoryId: string } | { topicId: string }): Promise<string[]> {
  const query = manager.createQueryBuilder(Post, 'post').select('post.id').where(isPublic('post'));
  if ('topicId' in of) query.innerJoin('post.topics', 'topic', 'topic.id = :topicId', { topicId: of.topicId });
  else query.andWhere('post.categoryId = :categoryId', { categoryId: of.categoryId });
  return (await query.getMany()).map((post) => post.id);
}

/** Whether visitors see the post now. */
export function isVisiblePost(manager: EntityManager, id: string): Promise<boolean> {
  return manager.createQueryBuilder(Post, 'post').where(isPublic('post')).andWhere('post.id = :id', { id }).getExists();
}
