import { ByIdSchema } from '../content.schemas.js';
import { ByPreviewTokenSchema, CreatePreviewSchema, PostPreviewSchema, PreviewLinkSchema } from '../preview.schemas.js';
import { operation, type RouteInput } from './operation.js';
import { adminRoute } from './routes.js';

/**
 * Preview links (docs/content-admin.md): an admin makes a signed, expiring link to a post in
 * any state; whoever has it sees the post through the public page code at /preview/<token>.
 */
export const previewOperations = {
  createPostPreview: operation({
    name: 'createPostPreview',
    summary: 'A signed link to the post as the site would show it, expiring after PREVIEW_TTL_HOURS',
    service: 'content',
    pattern: 'content.admin.posts.preview',
    message: CreatePreviewSchema,
    response: PreviewLinkSchema,
    http: adminRoute('POST', '/api/admin/posts/:id/preview', {
      status: 200,
      params: { schema: ByIdSchema, label: 'id' },
      toMessage: ({ params, actor }: RouteInput) => ({ actor, id: params.id }),
    }),
  }),
  getPostPreview: operation({
    name: 'getPostPreview',
    summary: 'The post a preview token names, in any state; 404 for a token this site did not sign, 403 once it has expired',
    service: 'content',
    pattern: 'content.preview.get',
    message: ByPreviewTokenSchema,
    response: PostPreviewSchema,
    http: {
      method: 'GET',
      path: '/api/preview/:token',
      status: 200,
      access: 'public',
      // The token is the only key: nothing keeps the answer, so an expired link stops working everywhere.
      cache: 'no-store',
      rateLimit: { rule: 'reads' },
      params: { schema: ByPreviewTokenSchema, label: 'token' },
      errors: [403, 404],
    },
  }),
} as const;
