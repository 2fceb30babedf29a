import { contentAdminOperations as ops, ErrorCode, GuideInputSchema, type AdminGuide } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { Category } from '../../categories/category.entity.js';
import { contentKind } from '../../content-kinds/content-kind.js';
import { countVisiblePosts } from '../../posts/post-queries.js';
import { Guide } from '../guide.entity.js';
import { sharingColumns } from '../../common/search-sharing.columns.js';
import { requireBodyImageAlt } from '../../content-kinds/image-alt-rule.js';
import { toAdminGuide } from './admin-guide.mapper.js';

type GuideInput = z.output<typeof GuideInputSchema>;

/** Guides: one per category; a guide's articles are the visible posts of its category, as on the public page. */
export const guideKind = contentKind<Guide, GuideInput, AdminGuide>({
  kind: 'guide',
  entity: Guide,
  alias: 'guide',
  operations: { list: ops.listGuides, get: ops.getGuide, create: ops.createGuide, update: ops.updateGuide, remove: ops.deleteGuide },
  notFound: ErrorCode.GuideNotFound,
  title: (guide) => guide.title,
  unique: [{ constraint: 'uq_guides_slug', field: 'slug' }],
  input: GuideInputSchema,
  illustrated: true,
  // A guide has no drafts: every save is public.
  validate: (input) => requireBodyImageAlt('guide', input),
  columns: (input) => ({
    slug: input.slug,
    title: input.title,
    description: input.description,
    content: input.content,
    categoryId: input.categoryId,
    metaDescription: input.metaDescription,
    ...sharingColumns(input),
    imagePath: input.imagePath,
    imageAlt: input.imageAlt,
  }),
  join: (query) => query.leftJoinAndSelect('guide.category', 'category'),
  views: async (manager, guides) => {
    const counts = await countVisiblePosts(
      manager,
      'category',
      guides.map((guide) => guide.categoryId),
    );
    return guides.map((guide) => toAdminGuide(guide, counts.get(guide.categoryId) ?? 0));
  },
  references: (manager, input) => requireCategory(manager, input.categoryId),
});

async function requireCategory(manager: EntityManager, categoryId: string): Promise<void> {
  if (!(await manager.existsBy(Category, { id: categoryId }))) {
    throw rpcError(ErrorCode.Validation, 'Invalid request', [{ path: ['categoryId'], message: 'Choose an existing category' }]);
  }
}
