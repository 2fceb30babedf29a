import { AdminPostSchema, AdminUpdateBodySchema, AdminUpdateSchema, PostInputSchema } from '../admin.schemas.js';
import { ByIdSchema } from '../content.schemas.js';
import { operation, type RouteInput } from './operation.js';
import { adminRoute } from './routes.js';
import type { StaffRule } from '../staff-roles.js';
import { PUBLISH_OWN_POST } from './staff-rules.js';

/*
 * The publish flow's buttons (docs/content-admin.md, Publishing): each saves the editor's fields,
 * based on the version the edit started from, and sets what readers see. A post's plain update
 * (PUT) stays the "Save draft" of a draft. Each is audited and revisioned as a save is, and drops
 * the read cache of posts.
 */
const idParam = { schema: ByIdSchema, label: 'id' };
const message = AdminUpdateSchema(PostInputSchema);
const toMessage = ({ params, body: { version, ...fields }, actor, requestId }: RouteInput) => ({
  actor,
  id: params.id,
  input: fields,
  version,
  requestId,
});

/** One step: a save of the editor's fields with the state it means (a review step takes its own rule). */
export function publishingStep(name: string, step: string, summary: string, rule: StaffRule = PUBLISH_OWN_POST) {
  return operation({
    name,
    summary,
    service: 'content',
    pattern: `content.admin.posts.publishing.${step}`,
    message,
    response: AdminPostSchema,
    http: adminRoute('POST', `/api/admin/posts/:id/${step}`, rule, {
      status: 200,
      params: idParam,
      body: { schema: AdminUpdateBodySchema(PostInputSchema), label: 'post' },
      invalidates: 'post',
      errors: [409],
      toMessage,
    }),
  });
}

export const postPublishingOperations = {
  publishPost: publishingStep('publishPost', 'publish', 'Saves and publishes a post now, dated this moment'),
  schedulePost: publishingStep(
    'schedulePost',
    'schedule',
    'Saves a post and schedules it for its publishedAt, which must be in the future (400 otherwise)',
  ),
  updatePublishedPost: publishingStep(
    'updatePublishedPost',
    'update',
    'Saves a published or scheduled post, keeping it published and its date; 409 for a draft',
  ),
  unpublishPost: publishingStep(
    'unpublishPost',
    'unpublish',
    'Saves a post back to draft: readers no longer see it, and it loses its date',
  ),
} as const;
