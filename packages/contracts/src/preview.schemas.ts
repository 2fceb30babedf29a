import { z } from 'zod';
import { ActorSchema, RequestIdSchema } from './admin.schemas.js';
import { BlogPostSchema, IdSchema } from './content.schemas.js';
import { storableString } from './text.js';

/** Hours a preview link works for, unless PREVIEW_TTL_HOURS says otherwise. */
export const PREVIEW_TTL_HOURS_DEFAULT = 72;

/** A preview token: base64url payload, a dot, base64url HMAC-SHA256; bounded so junk is refused before any work. */
export const PreviewTokenSchema = storableString('The preview token')
  .min(10, 'The preview token is too short')
  .max(512, 'The preview token is too long')
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'The preview token is not one this site makes');

/** POST /api/admin/posts/:id/preview: the admin, the post, and the request id that makes a second delivery harmless. */
export const CreatePreviewSchema = z.object({ actor: ActorSchema, id: IdSchema, requestId: RequestIdSchema.optional() });

/** The path of one preview link of a post: /api/admin/posts/:id/preview-links/:linkId. */
export const PreviewLinkParamsSchema = z.object({ id: IdSchema, linkId: IdSchema });

/** POST /api/admin/posts/:id/preview-links/:linkId/revoke: the admin, the post and its link. */
export const RevokePreviewSchema = PreviewLinkParamsSchema.extend({ actor: ActorSchema, requestId: RequestIdSchema.optional() });

/** One preview link as the editor lists it: who made it, when, until when, and whether it was revoked. */
export const PreviewLinkSummarySchema = z.object({
  id: IdSchema,
  postId: IdSchema,
  createdBy: ActorSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Set once an admin revoked it: from then on it opens as a link that is not valid. */
  revokedAt: z.string().nullable(),
});
export type PreviewLinkSummary = z.infer<typeof PreviewLinkSummarySchema>;

/** A link just made: its row, and the token, which only its maker is given (the list never shows it). */
export const PreviewLinkSchema = PreviewLinkSummarySchema.extend({
  token: z.string(),
  /** The site path of the preview page: `/preview/<token>`. */
  path: z.string(),
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
