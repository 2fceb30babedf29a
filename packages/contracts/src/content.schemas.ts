import { z } from 'zod';
import { storableString } from './text.js';
import { CONTENT_KINDS } from './content-kinds.js';
import { FocalPointSchema } from './media.js';
import { searchSharingPublic } from './search-sharing.js';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SlugSchema = storableString('Slug')
  .max(200, 'Slug is too long')
  .regex(SLUG_PATTERN, 'Slug must be lowercase words joined by hyphens');
export const IdSchema = z.uuid('Id must be a UUID');

/**
 * The byline's profile (docs/authors.md): what a byline links to, `/authors/{slug}`, beside the
 * post's `author`, which stays the name the requirements read.
 */
export const AuthorRefSchema = z.object({
  slug: SlugSchema,
  name: z.string(),
  /** The profile photo's public path, from the media library; null without one. */
  photoPath: z.string().nullable(),
});
export type AuthorRef = z.infer<typeof AuthorRefSchema>;

/** A card shows none of the page head's own fields. */
const SHARING_OMITTED = { metaTitle: true, canonicalUrl: true, noindex: true, shareImagePath: true, shareImageFocal: true } as const;

export const BlogPostSchema = z.object({
  id: IdSchema,
  slug: SlugSchema,
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  categorySlug: SlugSchema,
  metaDescription: z.string(),
  ...searchSharingPublic,
  imagePath: z.string(),
  imageAlt: z.string(),
  /** The library image's focal point (docs/media.md), when it is not the centre: cards and heroes are cropped around it. */
  imageFocal: FocalPointSchema.optional(),
  /** The byline's name. */
  author: z.string(),
  authorProfile: AuthorRefSchema,
  publishedAt: z.iso.datetime({ offset: true }),
  tags: z.array(z.string()).optional(),
  readTime: z.number().int().positive(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

/**
 * A post as a card shows it: everything but the markdown body and the page's meta description.
 * The site's lists (home, blog, related articles) ask for this form; outside clients keep the
 * full posts of docs/requirements.md#r-api unless they ask for it.
 */
export const BlogPostSummarySchema = BlogPostSchema.omit({ content: true, metaDescription: true, ...SHARING_OMITTED }).meta({
  title: 'BlogPostSummary',
  description: 'A blog post without its body (`content`) and meta description: what a card shows.',
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const GuideSchema = z.object({
  id: IdSchema,
  slug: SlugSchema,
  title: z.string(),
  description: z.string(),
  content: z.string(),
  category: z.string(),
  categorySlug: SlugSchema,
  metaDescription: z.string(),
  ...searchSharingPublic,
  imagePath: z.string(),
  imageAlt: z.string(),
  /** The library image's focal point (docs/media.md), when it is not the centre: cards and heroes are cropped around it. */
  imageFocal: FocalPointSchema.optional(),
  articleCount: z.number().int().nonnegative(),
});
export type Guide = z.infer<typeof GuideSchema>;

/** A guide as a card shows it: no markdown body, no meta description. */
export const GuideSummarySchema = GuideSchema.omit({ content: true, metaDescription: true, ...SHARING_OMITTED }).meta({
  title: 'GuideSummary',
  description: 'A guide without its body (`content`) and meta description: what a card shows.',
});
export type GuideSummary = z.infer<typeof GuideSummarySchema>;

/** Which form a list answers: `full` items (the default, docs/requirements.md#r-api) or `summary` ones without bodies. */
export const ListViewSchema = z.enum(['full', 'summary'], { error: "view must be 'full' or 'summary'" });
export type ListView = z.infer<typeof ListViewSchema>;

export const ListGuidesQuerySchema = z.object({ view: ListViewSchema.optional() });
export type ListGuidesQuery = z.infer<typeof ListGuidesQuerySchema>;

export const TopicSchema = z.object({
  id: IdSchema,
  slug: SlugSchema,
  name: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string(),
  /** The page's own description for search results; empty, the description is used. */
  metaDescription: z.string().optional(),
  ...searchSharingPublic,
  articleCount: z.number().int().nonnegative(),
});
export type Topic = z.infer<typeof TopicSchema>;

export const TopicRefSchema = TopicSchema.pick({ id: true, slug: true, name: true });
export type TopicRef = z.infer<typeof TopicRefSchema>;

export const CategorySchema = z.object({
  id: IdSchema,
  slug: SlugSchema,
  name: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

/** A category that has published posts, as the blog list's dropdown offers it. */
export const PostCategorySchema = z.object({
  name: z.string(),
  slug: SlugSchema,
  postCount: z.number().int().positive(),
});
export type PostCategory = z.infer<typeof PostCategorySchema>;

/** docs/requirements.md#r-posts-response: category and topic blog-post responses are an object with a posts array. */
export const PostsResponseSchema = z.object({ posts: z.array(BlogPostSchema) });
export type PostsResponse = z.infer<typeof PostsResponseSchema>;

/** The longest search text and category name the blog list's filters take. */
export const POST_FILTER_MAX = 200;

/** A filter's text: surrounding blanks are typing noise, and a blank one is no filter. */
const filterText = (name: string) =>
  storableString(name, `${name} must be a single text`)
    .trim()
    .max(POST_FILTER_MAX, `${name} must be at most ${POST_FILTER_MAX} characters`)
    .optional()
    .transform((value) => value || undefined);

/**
 * GET /api/blog-posts takes an optional page: `limit` alone is the first page, `cursor` (the
 * `nextCursor` of the page before) the next. Without them the call answers the whole list.
 * `view=summary` answers the posts without their bodies; `q` and `category` keep the posts
 * that match the rule of docs/requirements.md#r-blog-filter (the text in the title, the excerpt or a tag, in any case; the
 * category's name exactly), and a page's cursor continues through the same matches.
 */
export const POSTS_PAGE_MAX = 50;
export const ListPostsQuerySchema = z
  .object({
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(POSTS_PAGE_MAX, `limit must be at most ${POSTS_PAGE_MAX}`)
      .optional(),
    cursor: storableString('cursor')
      .regex(/^[A-Za-z0-9_-]{1,400}$/, 'cursor is not one this API gave out')
      .optional(),
    view: ListViewSchema.optional(),
    q: filterText('q'),
    category: filterText('category'),
  })
  .refine((query) => !query.cursor || query.limit !== undefined, { path: ['limit'], message: 'limit is required with a cursor' });
export type ListPostsQuery = z.infer<typeof ListPostsQuerySchema>;
/** The filters of a list request, as the browser builds them (blank ones are dropped by the schema). */
export type PostListFilters = { q?: string | undefined; category?: string | undefined };

export const PostsPageSchema = z.object({ posts: z.array(BlogPostSchema), nextCursor: z.string().nullable() });
export type PostsPage = z.infer<typeof PostsPageSchema>;

export const PostSummariesPageSchema = z.object({ posts: z.array(BlogPostSummarySchema), nextCursor: z.string().nullable() });
export type PostSummariesPage = z.infer<typeof PostSummariesPageSchema>;

/** An article shows up to 3 related articles (docs/requirements.md#r-related-limits); a caller may ask for one more. */
export const RELATED_POSTS_MAX = 4;
export const RelatedPostsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(RELATED_POSTS_MAX, `limit must be at most ${RELATED_POSTS_MAX}`)
    .default(3),
});
export const RelatedPostsRequestSchema = z.object({ slug: SlugSchema }).extend(RelatedPostsQuerySchema.shape);
export type RelatedPostsRequest = z.infer<typeof RelatedPostsRequestSchema>;

/**
 * One public page of an item, for the crawl files (sitemap): its kind, slug and last change.
 * Not a public answer: the public DTOs carry no `updatedAt`, and this is asked for by the
 * gateway only, over the message transport.
 */
export const SitePageSchema = z.object({
  /** `author`: an author page, listed once the author has a published article (docs/authors.md). */
  kind: z.enum([...CONTENT_KINDS.filter((kind) => kind !== 'category'), 'author']),
  slug: SlugSchema,
  updatedAt: z.iso.datetime({ offset: true }),
  /** Posts only: when it went (or goes) live; a post is public once this has passed. */
  publishedAt: z.iso.datetime({ offset: true }).optional(),
  /** A post's, guide's or topic's canonical address when its editor set one (docs/seo.md); its own page's otherwise. */
  canonicalUrl: z.string().optional(),
});
export type SitePage = z.infer<typeof SitePageSchema>;

export const BySlugSchema = z.object({ slug: SlugSchema });
export type BySlug = z.infer<typeof BySlugSchema>;
export const ByIdSchema = z.object({ id: IdSchema });
export type ById = z.infer<typeof ByIdSchema>;

export { relatedCategorySlug } from './category-slug.js';
