import { META_DESCRIPTION_MAX, POST_STATUSES, SlugSchema } from '@livefully/contracts';
import { z } from 'zod';

/** Colour names the site maps to gradients (docs/requirements.md#r-topic-colour); anything else would fall to a default. */
export const TOPIC_COLORS = ['red', 'blue', 'green', 'orange', 'purple', 'pink', 'teal', 'yellow'] as const;

const text = z.string().trim().min(1);
const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const SeedCategoriesSchema = z.array(z.strictObject({ name: text, description: text }));

export const SeedTopicsSchema = z.array(
  z.strictObject({
    slug: SlugSchema,
    name: text,
    description: text,
    color: z.enum(TOPIC_COLORS),
    icon: z.string().regex(/^fa-[a-z0-9-]+$/, 'must be an icon class name like fa-heart'),
  }),
);

export const PostFrontMatterSchema = z.strictObject({
  title: text,
  excerpt: text,
  category: text,
  author: text,
  publishedAt: z.iso.datetime({ offset: true }),
  tags: commaList,
  topics: commaList.pipe(z.array(SlugSchema)),
  imageAlt: text,
  metaDescription: text.max(META_DESCRIPTION_MAX, `keep meta descriptions to ${META_DESCRIPTION_MAX} characters, as the admin editor does`),
  status: z.enum(POST_STATUSES).default('published'),
});

export const GuideFrontMatterSchema = z.strictObject({
  title: text,
  description: text,
  category: text,
  imageAlt: text,
  metaDescription: text.max(META_DESCRIPTION_MAX, `keep meta descriptions to ${META_DESCRIPTION_MAX} characters, as the admin editor does`),
});
