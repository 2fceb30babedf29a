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
  author: 'Byline',
  readTime: 'Read time',
  readTimeSet: 'Read time set by hand',
  category: 'Category',
  categoryId: 'Category',
  topicIds: 'Topics',
  tags: 'Tags',
  metaDescription: 'Meta description',
  imagePath: 'Image',
  imageAlt: 'Alt text',
  color: 'Colour',
  icon: 'Icon',
};

/** A field's name as the editor's label says it. */
export function labelOf(field: string): string {
  return LABELS[field] ?? field;
}

/** The fields of a kept admin view that a comparison shows, in the editor's order (names, not ids, where the view has both). */
export const REVISION_FIELDS: Record<RevisionKind, readonly string[]> = {
  post: [
    'title',
    'slug',
    'excerpt',
    'content',
    'status',
    'publishedAt',
    'author',
    'readTime',
    'category',
    'topicIds',
    'tags',
    'metaDescription',
    'imagePath',
    'imageAlt',
  ],
  guide: ['title', 'slug', 'description', 'content', 'category', 'metaDescription', 'imagePath', 'imageAlt'],
  topic: ['name', 'slug', 'description', 'color', 'icon'],
  category: ['name', 'slug', 'description'],
};
