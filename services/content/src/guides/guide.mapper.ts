import type { Guide as GuideDto, GuideSummary } from '@livefully/contracts';
import type { Guide } from './guide.entity.js';
import { sharingView } from '../common/search-sharing.columns.js';

/** Needs the guide's category loaded. */
export function toGuide(guide: Guide, articleCount: number): GuideDto {
  return {
    id: guide.id,
    slug: guide.slug,
    title: guide.title,
    description: guide.description,
    content: guide.content,
    category: guide.category.name,
    categorySlug: guide.category.slug,
    metaDescription: guide.metaDescription,
    ...sharingView(guide),
    imagePath: guide.imagePath,
    imageAlt: guide.imageAlt,
    articleCount,
  };
}

/** A card's fields: the guide without its body and meta description. */
export function toGuideSummary({
  content: _content,
  metaDescription: _meta,
  metaTitle: _title,
  canonicalUrl: _canonical,
  noindex: _noindex,
  shareImagePath: _share,
  ...summary
}: GuideDto): GuideSummary {
  return summary;
}
