import type { AdminAuthor, Author as PublicAuthor } from '@livefully/contracts';
import type { Author } from './author.entity.js';

/** Needs the photo joined (or null). */
export function toAdminAuthor(author: Author, postCount: number): AdminAuthor {
  return {
    id: author.id,
    slug: author.slug,
    name: author.name,
    bio: author.bio,
    photoId: author.photoId,
    photoPath: author.photo?.path ?? null,
    link: author.link,
    staffUid: author.staffUid,
    staffEmail: author.staffEmail,
    postCount,
    createdAt: author.createdAt.toISOString(),
    updatedAt: author.updatedAt.toISOString(),
  };
}

/** What readers see of a profile; needs the photo joined (or null). */
export function toPublicAuthor(author: Author): PublicAuthor {
  return {
    id: author.id,
    slug: author.slug,
    name: author.name,
    bio: author.bio,
    photoPath: author.photo?.path ?? null,
    // The library's alt text, else the person's name: a portrait is never without one.
    photoAlt: author.photo ? author.photo.alt || author.name : '',
    link: author.link,
  };
}
