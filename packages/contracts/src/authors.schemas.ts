import { z } from 'zod';
import { BlogPostSummarySchema, IdSchema, SlugSchema } from './content.schemas.js';
import { storableString } from './text.js';

/*
 * Staff profiles, which are the bylines (docs/authors.md): a name, a slug for the author page,
 * a short plain-text bio, a photo from the media library and one link. The admin's profile
 * editor and the content service parse with the same schema.
 */

export const AUTHOR_NAME_MAX = 100;
export const AUTHOR_BIO_MAX = 300;
export const AUTHOR_LINK_MAX = 500;

/** A link readers follow from the author page: https only, so it never downgrades the page. */
const linkField = storableString('Link')
  .trim()
  .max(AUTHOR_LINK_MAX, `Link must be at most ${AUTHOR_LINK_MAX} characters`)
  .refine(isHttpsUrl, 'Link must be a full https:// address');

function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '';
}

export const AuthorInputSchema = z.object({
  name: storableString('Name').trim().min(1, 'Name is required').max(AUTHOR_NAME_MAX, `Name must be at most ${AUTHOR_NAME_MAX} characters`),
  slug: storableString('Slug').trim().min(1, 'Slug is required').pipe(SlugSchema),
  /** Shown as text, never as markup or markdown. */
  bio: storableString('Bio')
    .trim()
    .max(AUTHOR_BIO_MAX, `Bio must be at most ${AUTHOR_BIO_MAX} characters`)
    .refine((bio) => !/<[a-z/!?]/i.test(bio), 'Bio is plain text: no HTML tags')
    .default(''),
  /** A media library item's id; null for no photo. */
  photoId: z.uuid('Choose a photo from the media library').nullable().default(null),
  link: linkField.nullable().default(null),
});
export type AuthorInput = z.input<typeof AuthorInputSchema>;
export type AuthorInputParsed = z.output<typeof AuthorInputSchema>;

/** What the admin area reads of a profile. */
export const AdminAuthorSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  name: z.string(),
  bio: z.string(),
  photoId: IdSchema.nullable(),
  photoPath: z.string().nullable(),
  link: z.string().nullable(),
  /** The staff member the profile is theirs (null: a migrated byline no one has claimed yet). */
  staffUid: z.string().nullable(),
  staffEmail: z.string().nullable(),
  /** Posts of every status with this byline. */
  postCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAuthor = z.infer<typeof AdminAuthorSchema>;

/** Links a profile to a staff member by address (null unlinks it); the member claims it at their next "My profile". */
export const AuthorStaffInputSchema = z.object({
  email: z.email('Enter the staff member’s email address').max(320).nullable(),
});
export type AuthorStaffInput = z.infer<typeof AuthorStaffInputSchema>;

/** The author page's profile: what readers see. */
export const AuthorSchema = z.object({
  id: IdSchema,
  slug: SlugSchema,
  name: z.string(),
  bio: z.string(),
  photoPath: z.string().nullable(),
  photoAlt: z.string(),
  link: z.string().nullable(),
});
export type Author = z.infer<typeof AuthorSchema>;

/** An author page shows 9 articles at a time, as the blog list does. */
export const AUTHOR_POSTS_PAGE = 9;
export const AUTHOR_POSTS_PAGE_MAX = 24;

export const AuthorPageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(AUTHOR_POSTS_PAGE_MAX, `limit must be at most ${AUTHOR_POSTS_PAGE_MAX}`)
    .default(AUTHOR_POSTS_PAGE),
  cursor: storableString('cursor')
    .regex(/^[A-Za-z0-9_-]{1,400}$/, 'cursor is not one this API gave out')
    .optional(),
});
export const AuthorPageRequestSchema = z.object({ slug: SlugSchema }).extend(AuthorPageQuerySchema.shape);
export type AuthorPageRequest = z.infer<typeof AuthorPageRequestSchema>;

/** GET /api/authors/{slug}: the profile and a page of their published articles, newest first. */
export const AuthorPageSchema = z.object({
  author: AuthorSchema,
  posts: z.array(BlogPostSummarySchema),
  /** Published articles in all. */
  postCount: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type AuthorPage = z.infer<typeof AuthorPageSchema>;
