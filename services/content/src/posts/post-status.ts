export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * The one rule for what visitors may see: published, and not scheduled for later.
 * Written with entity property names so TypeORM's query builder maps them to columns.
 */
export function isPublic(alias: string): string {
  return `${alias}.status = 'published' AND ${alias}.publishedAt <= now()`;
}
