import { z } from 'zod';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SlugSchema = z.string().max(200, 'Slug is too long').regex(SLUG_PATTERN, 'Slug must be lowercase words joined by hyphens');
export const IdSchema = z.uuid('Id must be a UUID');

export const BlogPostSchema = z.object({
  id: IdSchema,
  slug: SlugSchema,
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  categorySlug: SlugSchema,
  metaDescription: z.string(),
  imagePath: z.string(),
  imageAlt: z.string(),
  author: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  tags: z.array(z.string()).optional(),
  readTime: z.number().int().positive(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const GuideSchema = z.object({
  id: IdSchema,
  slug: SlugSchema,
  title: z.string(),
  description: z.string(),
  content: z.string(),
  category: z.string(),
  categorySlug: SlugSchema,
  metaDescription: z.string(),
  imagePath: z.string(),
  imageAlt: z.string(),
  articleCount: z.number().int().nonnegative(),
});
export type Guide = z.infer<typeof GuideSchema>;

export const TopicSchema = z.object({
  id: IdSchema,
  slug: SlugSchema,
  name: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string(),
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

/** SPEC §3: category and topic blog-post responses are an object with a posts array. */
export const PostsResponseSchema = z.object({ posts: z.array(BlogPostSchema) });
export type PostsResponse = z.infer<typeof PostsResponseSchema>;

/**
 * GET /api/blog-posts takes an optional page: `limit` alone is the first page, `cursor` (the
 * `nextCursor` of the page before) the next. Without them the call answers the whole list.
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
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,400}$/, 'cursor is not one this API gave out')
      .optional(),
  })
  .refine((query) => !query.cursor || query.limit !== undefined, { path: ['limit'], message: 'limit is required with a cursor' });
export type ListPostsQuery = z.infer<typeof ListPostsQuerySchema>;

export const PostsPageSchema = z.object({ posts: z.array(BlogPostSchema), nextCursor: z.string().nullable() });
export type PostsPage = z.infer<typeof PostsPageSchema>;

export const BySlugSchema = z.object({ slug: SlugSchema });
export type BySlug = z.infer<typeof BySlugSchema>;
export const ByIdSchema = z.object({ id: IdSchema });
export type ById = z.infer<typeof ByIdSchema>;

/**
 * SPEC §5 related-category slug: lowercase, ' & ' becomes '-', then spaces become '-'.
 * The content service stores category slugs built by the same rule, so the guide page's
 * call finds its category.
 */
export function relatedCategorySlug(category: string): string {
  return category.toLowerCase().replaceAll(' & ', '-').replaceAll(' ', '-');
}
