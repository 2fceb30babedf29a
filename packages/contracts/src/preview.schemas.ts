import { z } from 'zod';
import { ActorSchema } from './admin.schemas.js';
import { BlogPostSchema, IdSchema } from './content.schemas.js';
import { storableString } from './text.js';

/** Hours a preview link works for, unless PREVIEW_TTL_HOURS says otherwise. */
export const PREVIEW_TTL_HOURS_DEFAULT = 72;

/** A preview token: base64url payload, a dot, base64url HMAC-SHA256; bounded so junk is refused before any work. */
export const PreviewTokenSchema = storableString('The preview token')
  .min(10, 'The preview token is too short')
  .max(512, 'The preview token is too long')
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'The preview token is not one this site makes');

/** POST /api/admin/posts/:id/preview: the admin and the post. */
export const CreatePreviewSchema = z.object({ actor: ActorSchema, id: IdSchema });

/** A signed link to a post as the site would show it, until it expires. */
export const PreviewLinkSchema = z.object({
  token: z.string(),
  /** The site path of the preview page: `/preview/<token>`. */
  path: z.string(),
  expiresAt: z.string(),
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

/** GET /api/preview/:token and its message. */
export const ByPreviewTokenSchema = z.object({ token: PreviewTokenSchema });

/** What a preview shows: the post as its public page would, with where it stands. */
export const PostPreviewSchema = z.object({
  post: BlogPostSchema,
  /** draft; scheduled (published with a later date); published (the link still works once it is live). */
  state: z.enum(['draft', 'scheduled', 'published']),
  expiresAt: z.string(),
});
export type PostPreview = z.infer<typeof PostPreviewSchema>;

/** The site path of a preview link. */
export const previewPath = (token: string) => `/preview/${token}`;
