import { CategoryInputSchema, contentAdminOperations as ops, ErrorCode, type AdminCategory } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { contentKind } from '../../content-kinds/content-kind.js';
import { upserted, type ContentNotice } from '../../events/content-notice.js';
import { Guide } from '../../guides/guide.entity.js';
import { countAllPosts, visiblePostIds } from '../../posts/post-queries.js';
import { Category } from '../category.entity.js';
import { toAdminCategory } from './admin-category.mapper.js';
import { requireLinkableName } from './category-name.js';

type CategoryInput = z.output<typeof CategoryInputSchema>;

/** Categories: counted by every post, drafts included (what stands in the way of deleting one). */
export const categoryKind = contentKind<Category, CategoryInput, AdminCategory>({
  kind: 'category',
  entity: Category,
  alias: 'category',
  operations: {
    list: ops.listCategories,
    get: ops.getCategory,
    create: ops.createCategory,
    update: ops.updateCategory,
    remove: ops.deleteCategory,
  },
  notFound: ErrorCode.CategoryNotFound,
  title: (category) => category.name,
  unique: [
    { constraint: 'uq_categories_slug', field: 'slug' },
    { constraint: 'uq_categories_name', field: 'name' },
  ],
  input: CategoryInputSchema,
  columns: (input) => ({ slug: input.slug, name: input.name, description: input.description }),
  views: async (manager, categories) => {
    const counts = await countAllPosts(
      manager,
      categories.map((category) => category.id),
    );
    return categories.map((category) => toAdminCategory(category, counts.get(category.id) ?? 0));
  },
  validate: (input) => requireLinkableName(input.name),
  // Posts and guides show their category's name: the visible ones are announced again too.
  savedNotices: async (manager, id) => [upserted('category', id), ...(await dependents(manager, id))],
  // Refused while any post (drafts included) or guide outside the trash is in the category.
  beforeDelete: async (manager, category) => {
    const guides = await manager.countBy(Guide, { categoryId: category.id });
    if (category.postCount > 0 || guides > 0) {
      throw rpcError(
        ErrorCode.CategoryInUse,
        `The category "${category.name}" is still used by ${count(category.postCount, 'post')} and ${count(guides, 'guide')}; ` +
          'move or delete them first.',
      );
    }
    return [];
  },
});

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

async function dependents(manager: EntityManager, categoryId: string): Promise<ContentNotice[]> {
  const posts = await visiblePostIds(manager, { categoryId });
  const guides = await manager.find(Guide, { where: { categoryId }, select: { id: true } });
  return [...posts.map((postId) => upserted('post', postId)), ...guides.map((guide) => upserted('guide', guide.id))];
}
