import type { AuthorRef } from '@livefully/contracts';
import type { SelectQueryBuilder } from 'typeorm';
import type { Author } from '../authors/author.entity.js';

/**
 * Joins a post's byline (docs/authors.md) as `byline`, with the few photo columns a byline
 * shows. Every read that maps posts for readers or the admin area goes through here.
 */
export function joinByline<T extends object>(query: SelectQueryBuilder<T>, alias = 'post'): SelectQueryBuilder<T> {
  return query
    .innerJoinAndSelect(`${alias}.byline`, 'byline')
    .leftJoin('byline.photo', 'bylinePhoto')
    .addSelect(['bylinePhoto.id', 'bylinePhoto.path', 'bylinePhoto.alt']);
}

/** What a summary reads of the byline, for queries that select their columns. */
export const BYLINE_COLUMNS = ['post.authorId', 'byline.id', 'byline.slug', 'byline.name', 'bylinePhoto.id', 'bylinePhoto.path'];

/** The byline's link: needs it joined by joinByline. */
export function authorRefOf(author: Author): AuthorRef {
  return { slug: author.slug, name: author.name, photoPath: author.photo?.path ?? null };
}
