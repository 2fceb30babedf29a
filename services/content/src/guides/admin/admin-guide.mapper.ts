import type { AdminGuide } from '@livefully/contracts';
import type { Guide } from '../guide.entity.js';
import { sharingView } from '../../common/search-sharing.columns.js';

/** Needs the guide's category loaded. */
export function toAdminGuide(guide: Guide, articleCount: number): AdminGuide {
  return {
    id: guide.id,
    slug: guide.slug,
    title: guide.title,
    description: guide.description,
    content: guide.content,
    categoryId: guide.categoryId,
    category: guide.category.name,
    metaDescription: guide.metaDescription,
    ...sharingView(guide),
    imagePath: guide.imagePath,
    imageAlt: guide.imageAlt,
    articleCount,
    createdAt: guide.createdAt.toISOString(),
    updatedAt: guide.updatedAt.toISOString(),
    version: guide.version,
  };
}
