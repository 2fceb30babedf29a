import { z } from 'zod';
import { FocalPointSchema } from './media.js';
import { storableString } from './text.js';

/**
 * The search and sharing fields of a post, guide or topic (docs/seo.md): what the page's head,
 * JSON-LD, sitemap and feed say of it besides its own title and image. An empty text is "not
 * set": the page then says what it says without them.
 */

/** The longest meta title stored. */
export const META_TITLE_MAX = 70;
/** About what a search result shows of a title before it cuts it with "…". */
export const META_TITLE_SHOWN = 60;
/** About what a search result shows of a description. */
export const META_DESCRIPTION_SHOWN = 155;

export const metaTitleField = storableString('Meta title')
  .trim()
  .max(META_TITLE_MAX, `Meta title must be at most ${META_TITLE_MAX} characters`);

/** An absolute http(s) address: another page may be the original, so any host is allowed. */
export const canonicalUrlField = storableString('Canonical URL')
  .trim()
  .max(2000, 'Canonical URL must be at most 2000 characters')
  .refine((url) => url === '' || isHttpUrl(url), 'Canonical URL must be a full address starting with https:// or http://');

/** A media-library image (or a site image) chosen with the media picker. */
export const shareImagePathField = storableString('Share image')
  .trim()
  .max(500, 'Share image path must be at most 500 characters')
  .refine((path) => path === '' || path.startsWith('/') || /^https:\/\//.test(path), 'Share image path must start with / or https://');

function isHttpUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}

/** The editor's input: each field may be left out and is then empty (or false). */
export const searchSharingInput = {
  metaTitle: metaTitleField.default(''),
  canonicalUrl: canonicalUrlField.default(''),
  noindex: z.boolean('Noindex must be true or false').default(false),
  shareImagePath: shareImagePathField.default(''),
};

/** What the admin views and the public items say of them. */
export const searchSharingView = {
  metaTitle: z.string(),
  canonicalUrl: z.string(),
  noindex: z.boolean(),
  shareImagePath: z.string(),
};
export type SearchSharing = z.infer<z.ZodObject<typeof searchSharingView>>;

/** The public items carry them too; optional there, as clients of docs/requirements.md#r-api may not know them. */
export const searchSharingPublic = {
  metaTitle: z.string().optional(),
  canonicalUrl: z.string().optional(),
  noindex: z.boolean().optional(),
  shareImagePath: z.string().optional(),
  /** The chosen share image's focal point, when it is a library image not at the centre (docs/media.md). */
  shareImageFocal: FocalPointSchema.optional(),
};
