import { z } from 'zod';
import { storableString } from './text.js';
import { MEDIA_PATH_PREFIX, MEDIA_TYPES, MEDIA_VARIANT_FORMATS, type MediaType } from './media-paths.js';
import { CONTENT_KINDS } from './content-kinds.js';

export * from './media-paths.js';

const IdSchema = z.uuid();

export const MediaVariantSchema = z.object({
  format: z.enum([...MEDIA_VARIANT_FORMATS, 'jpeg']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
  path: z.string(),
});
export type MediaVariant = z.infer<typeof MediaVariantSchema>;

const altField = storableString('Alt text', 'Alt text must be text').trim().max(300, 'Alt text must be at most 300 characters');

/** What the gateway made of one upload, sent to the content service to record. */
export const MediaFilesSchema = z.object({
  id: IdSchema,
  originalName: z.string().trim().min(1).max(255),
  type: z.enum(Object.keys(MEDIA_TYPES) as [MediaType, ...MediaType[]]),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  path: z.string().startsWith(MEDIA_PATH_PREFIX),
  alt: altField.default(''),
  variants: z.array(MediaVariantSchema),
});
export type MediaFiles = z.input<typeof MediaFilesSchema>;

const focalAxis = (label: string, side: string) =>
  z.number(`${label} must be a number from 0 (${side}) to 1`).min(0, `${label} must be at least 0`).max(1, `${label} must be at most 1`);

/** An image's focal point (docs/media.md): where its subject is, from the top left (0, 0) to the bottom right (1, 1). */
export const FocalPointSchema = z.object({ x: focalAxis('x', 'left edge'), y: focalAxis('y', 'top edge') });

/** PUT /api/admin/media/:id/focal: the share image is cut again around the new point. */
export const MediaFocalInputSchema = FocalPointSchema;
export type MediaFocalInput = z.input<typeof MediaFocalInputSchema>;

export const MediaItemSchema = MediaFilesSchema.extend({
  alt: z.string(),
  focal: FocalPointSchema,
  mime: z.string(),
  createdBy: z.object({ uid: z.string(), email: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

/**
 * Where an image is used: an item whose image, share image or markdown body names one of its files. An item
 * in the trash counts too (`trashed`): it can be restored, picture and all, until it is purged.
 */
export const MediaUseSchema = z.object({
  kind: z.enum(CONTENT_KINDS).exclude(['category']),
  id: IdSchema,
  title: z.string(),
  slug: z.string(),
  /** Which field names it: the item's image, its share image (docs/seo.md), or its markdown. */
  field: z.enum(['image', 'share', 'body']),
  trashed: z.boolean(),
});
export type MediaUse = z.infer<typeof MediaUseSchema>;

export const MediaDetailSchema = MediaItemSchema.extend({ usage: z.array(MediaUseSchema) });
export type MediaDetail = z.infer<typeof MediaDetailSchema>;

export const MEDIA_PAGE_SIZE_DEFAULT = 24;
export const MEDIA_PAGE_SIZE_MAX = 100;

/** GET /api/admin/media?q=&page=&pageSize=: newest first, `q` matched in the name and the alt text. */
export const MediaQuerySchema = z.object({
  q: storableString('Search').trim().max(200, 'Search at most 200 characters').optional(),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(MEDIA_PAGE_SIZE_MAX, `pageSize must be at most ${MEDIA_PAGE_SIZE_MAX}`)
    .default(MEDIA_PAGE_SIZE_DEFAULT),
});
export type MediaQuery = z.input<typeof MediaQuerySchema>;

export const MediaPageSchema = z.object({
  items: z.array(MediaItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type MediaPage = z.infer<typeof MediaPageSchema>;

export const MediaUpdateInputSchema = z.object({ alt: altField });
export type MediaUpdateInput = z.input<typeof MediaUpdateInputSchema>;
export * from './share-box.js';

/** What the gateway sends once the share image of a new focal point is in the store: the point, and that file. */
export const MediaFocalRecordSchema = z.object({ focal: FocalPointSchema, share: MediaVariantSchema });
export type MediaFocalRecord = z.infer<typeof MediaFocalRecordSchema>;
