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
