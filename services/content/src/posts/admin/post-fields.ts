import { readTimeOf, type PostInputParsed } from '@livefully/contracts';
import type { Post } from '../post.entity.js';

export type PostFields = Pick<
  Post,
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'content'
  | 'categoryId'
  | 'metaDescription'
  | 'imagePath'
  | 'imageAlt'
  | 'author'
  | 'publishedAt'
  | 'tags'
  | 'readTime'
  | 'readTimeSet'
  | 'status'
>;

/** The stored columns of an editor's input; a read time left out follows the words. */
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
    author: input.author,
    publishedAt: new Date(input.publishedAt),
    tags: input.tags,
    readTime: input.readTime ?? readTimeOf(input.content),
    readTimeSet: input.readTime !== undefined,
    status: input.status,
  };
}
