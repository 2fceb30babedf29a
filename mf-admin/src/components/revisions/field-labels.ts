import type { RevisionKind } from '@livefully/contracts';

const LABELS: Record<string, string> = {
  title: 'Title',
  name: 'Name',
  slug: 'Slug',
  excerpt: 'Excerpt',
  description: 'Description',
  content: 'Content',
  status: 'Status',
  publishedAt: 'Publish date',
  featured: 'Featured on the home page',
  author: 'Byline',
  readTime: 'Read time',
  readTimeSet: 'Read time set by hand',
  category: 'Category',
  categoryId: 'Category',
  topicIds: 'Topics',
  tags: 'Tags',
  metaDescription: 'Meta description',
  metaTitle: 'Meta title',
  canonicalUrl: 'Canonical URL',
  noindex: 'Hidden from search engines',
  shareImagePath: 'Share image',
  imagePath: 'Image',
  imageAlt: 'Alt text',
  color: 'Colour',
  icon: 'Icon',
};

/** A field's name as the editor's label says it. */
export function labelOf(field: string): string {
  return LABELS[field] ?? field;
}

/** The search and sharing fields (docs/seo.md), in the panel's order. */
const SHARING = ['metaTitle', 'canonicalUrl', 'noindex', 'shareImagePath'];

/** The fields of a kept admin view that a comparison shows, in the editor's order (names, not ids, where the view has both). */
export const REVISION_FIELDS: Record<RevisionKind, readonly string[]> = {
  post: [
    'title',
    'slug',
    'excerpt',
    'content',
    'status',
    'publishedAt',
    'featured',
    'author',
    'readTime',
    'category',
    'topicIds',
    'tags',
    'metaDescription',
    ...SHARING,
    'imagePath',
    'imageAlt',
  ],
  guide: ['title', 'slug', 'description', 'content', 'category', 'metaDescription', ...SHARING, 'imagePath', 'imageAlt'],
  topic: ['name', 'slug', 'description', 'color', 'icon', 'metaDescription', ...SHARING],
  category: ['name', 'slug', 'description'],
};
