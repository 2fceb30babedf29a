import { z } from 'zod';
import { ByIdSchema } from '../content.schemas.js';
import {
  ByPreviewTokenSchema,
  CreatePreviewSchema,
  PostPreviewSchema,
  PreviewLinkParamsSchema,
  PreviewLinkSchema,
  PreviewLinkSummarySchema,
  RevokePreviewSchema,
} from '../preview.schemas.js';
import { operation, type RouteInput } from './operation.js';
import { adminRoute } from './routes.js';
import { EDITOR } from './staff-rules.js';

const idParam = { schema: ByIdSchema, label: 'id' };

/**
 * Preview links (docs/content-admin.md): an admin makes a signed, expiring link to a post in
 * any state; whoever has it sees the post through the public page code at /preview/<token>.
 * Each link is a row: the editor lists a post's live links and revokes any of them.
 */
export const previewOperations = {
  createPostPreview: operation({
    name: 'createPostPreview',
    summary: 'A signed link to the post as the site would show it, expiring after PREVIEW_TTL_HOURS',
    service: 'content',
    pattern: 'content.admin.posts.preview',
    message: CreatePreviewSchema,
    response: PreviewLinkSchema,
    http: adminRoute('POST', '/api/admin/posts/:id/preview', EDITOR, {
      status: 200,
      params: idParam,
      toMessage: ({ params, actor, requestId }: RouteInput) => ({ actor, id: params.id, requestId }),
    }),
  }),
  listPreviewLinks: operation({
    name: 'listPreviewLinks',
    summary: "A post's preview links that still work (not revoked, not expired), newest first, without their tokens",
    service: 'content',
    pattern: 'content.admin.posts.preview-links.list',
    message: ByIdSchema,
    response: z.array(PreviewLinkSummarySchema),
    http: adminRoute('GET', '/api/admin/posts/:id/preview-links', EDITOR, { params: idParam }),
  }),
  revokePreviewLink: operation({
    name: 'revokePreviewLink',
    summary: 'Ends one preview link of a post at once: its page then answers as a link that is not valid; 409 when it was already revoked',
    service: 'content',
    pattern: 'content.admin.posts.preview-links.revoke',
    message: RevokePreviewSchema,
    response: PreviewLinkSummarySchema,
    http: adminRoute('POST', '/api/admin/posts/:id/preview-links/:linkId/revoke', EDITOR, {
      status: 200,
      params: { schema: PreviewLinkParamsSchema, label: 'preview link' },
      errors: [409],
      toMessage: ({ params, actor, requestId }: RouteInput) => ({ actor, id: params.id, linkId: params.linkId, requestId }),
    }),
  }),
  getPostPreview: operation({
    name: 'getPostPreview',
    summary:
      'The post a preview token names, in any state; 404 for a token this site did not sign, a revoked link or a deleted post, 403 once it has expired',
    service: 'content',
    pattern: 'content.preview.get',
    message: ByPreviewTokenSchema,
    response: PostPreviewSchema,
    http: {
      method: 'GET',
      path: '/api/preview/:token',
      status: 200,
      access: 'public',
      // The token is the only key: nothing keeps the answer, so an expired or revoked link stops working everywhere.
      cache: 'no-store',
      rateLimit: { rule: 'reads' },
      params: { schema: ByPreviewTokenSchema, label: 'token' },
      errors: [403, 404],
    },
  }),
} as const;
