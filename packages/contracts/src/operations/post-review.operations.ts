import { AdminPostSchema, SendBackBodySchema, SendBackSchema } from '../admin.schemas.js';
import { ByIdSchema } from '../content.schemas.js';
import { operation, type RouteInput } from './operation.js';
import { publishingStep } from './post-publishing.operations.js';
import { adminRoute } from './routes.js';
import { EDITOR, OWN_POST } from './staff-rules.js';

/*
 * Review (docs/content-admin.md, Review): a writer submits a draft, the editors are told by
 * e-mail, and an editor publishes it (the publish step) or sends it back with a note. Each is a
 * save with its audit row and revision, like the publish flow's other steps.
 */
export const postReviewOperations = {
  submitPost: publishingStep(
    'submitPost',
    'submit',
    'Saves a draft and submits it for review, telling the editors by e-mail; 409 for a published post',
    OWN_POST,
  ),
  sendBackPost: operation({
    name: 'sendBackPost',
    summary: 'Sends a post waiting for review back to its writer as a draft, with a note saying what to change; 409 unless it is in review',
    service: 'content',
    pattern: 'content.admin.posts.publishing.send-back',
    message: SendBackSchema,
    response: AdminPostSchema,
    http: adminRoute('POST', '/api/admin/posts/:id/send-back', EDITOR, {
      status: 200,
      params: { schema: ByIdSchema, label: 'id' },
      body: { schema: SendBackBodySchema, label: 'note' },
      invalidates: 'post',
      errors: [409],
      toMessage: ({ params, body: { version, note }, actor, requestId }: RouteInput) => ({
        actor,
        id: params.id,
        note,
        version,
        requestId,
      }),
    }),
  }),
} as const;
