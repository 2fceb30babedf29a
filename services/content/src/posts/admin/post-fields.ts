import { readTimeOf, type PostInputParsed, type PostStatus } from '@livefully/contracts';
import type { Post } from '../post.entity.js';
import { sharingColumns } from '../../common/search-sharing.columns.js';

/** The database's clock, the one `isPublic` compares with, so a post published now is public at once. */
const NOW = () => 'clock_timestamp()';

/**
 * Where a review step puts a post (docs/content-admin.md, Review): submitted now (the editor's
 * note is done with), sent back with a note, or out of review (published or scheduled).
 */
export type ReviewWrite = 'submitted' | 'done' | { note: string; byEmail: string | null };

/** What the service saves of a post: the editor's input in any status, and what a review step sets. */
export type PostSaveInput = Omit<PostInputParsed, 'status'> & { status: PostStatus; review?: ReviewWrite | undefined };

type ReviewColumns = {
  submittedAt?: Date | null | typeof NOW;
  reviewNote?: string | null;
  reviewNoteByEmail?: string | null;
  reviewNoteAt?: Date | null | typeof NOW;
};

export type PostFields = ReviewColumns &
  Omit<
    Pick<
      Post,
      | 'slug'
      | 'title'
      | 'excerpt'
      | 'content'
      | 'categoryId'
      | 'metaDescription'
      | 'sharing'
      | 'imagePath'
      | 'imageAlt'
      | 'publishedAt'
      | 'tags'
      | 'readTime'
      | 'readTimeSet'
      | 'status'
    >,
    'publishedAt'
  > & { publishedAt: Date | null | typeof NOW; featured?: boolean };

/**
 * The stored columns of an editor's input; a read time left out follows the words. A draft has
 * no publish date; a published post is dated when it is saved as published without one. A
 * `featured` left out (an editor of an earlier release) keeps what is stored: false on a new post.
 */
export function postFields(input: PostSaveInput): PostFields {
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    categoryId: input.categoryId,
    metaDescription: input.metaDescription,
    ...sharingColumns(input),
    imagePath: input.imagePath,
    imageAlt: input.imageAlt,
    publishedAt: publishDate(input),
    tags: input.tags,
    readTime: input.readTime ?? readTimeOf(input.content),
    readTimeSet: input.readTime !== undefined,
    status: input.status,
    ...(input.featured === undefined ? {} : { featured: input.featured }),
    ...reviewColumns(input.review),
  };
}

/** A plain save leaves the review columns as they are. */
function reviewColumns(review: ReviewWrite | undefined): ReviewColumns {
  if (review === undefined) return {};
  if (review === 'submitted') return { submittedAt: NOW, reviewNote: null, reviewNoteByEmail: null, reviewNoteAt: null };
  if (review === 'done') return { submittedAt: null, reviewNote: null, reviewNoteByEmail: null, reviewNoteAt: null };
  return { submittedAt: null, reviewNote: review.note, reviewNoteByEmail: review.byEmail, reviewNoteAt: NOW };
}

function publishDate({ status, publishedAt }: PostSaveInput): PostFields['publishedAt'] {
  if (status !== 'published') return null;
  return publishedAt ? new Date(publishedAt) : NOW;
}
