import type { AdminCategory } from '@livefully/contracts';
import type { Category } from '../category.entity.js';

export function toAdminCategory(category: Category, postCount: number): AdminCategory {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    description: category.description,
    postCount,
    createdAt: category.createdAt.toISOString(),
    updatedAt: category.updatedAt.toISOString(),
    version: category.version,
  };
}
