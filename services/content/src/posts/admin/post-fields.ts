import { readTimeOf, type PostInputParsed } from '@livefully/contracts';
import type { Post } from '../post.entity.js';

/** The database's clock, the one `isPublic` compares with, so a post published now is public at once. */
const NOW = () => 'clock_timestamp()';

export type PostFields = Omit<
  Pick<
    Post,
    | 'slug'
    | 'title'
    | 'excerpt'
    | 'content'
    | 'categoryId'
    | 'metaDescription'
    | 'imagePath'
    | 'imageAlt'
    | 'publishedAt'
    | 'tags'
    | 'readTime'
    | 'readTimeSet'
    | 'status'
  >,
  'publishedAt'
> & { publishedAt: Date | null | typeof NOW };

/**
 * The stored columns of an editor's input; a read time left out follows the words. A draft has
 * no publish date; a published post is dated when it is saved as published without one.
 */
export function postFields(input: PostInputParsed): PostFields {
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    categoryId: input.categoryId,
    metaDescription: input.metaDescription,
    imagePath: input.imagePath,
    imageAlt: input.imageAlt,
    publishedAt: publishDate(input),
    tags: input.tags,
    readTime: input.readTime ?? readTimeOf(input.content),
    readTimeSet: input.readTime !== undefined,
    status: input.status,
  };
}

function publishDate({ status, publishedAt }: PostInputParsed): PostFields['publishedAt'] {
  if (status === 'draft') return null;
  return publishedAt ? new Date(publishedAt) : NOW;
}
