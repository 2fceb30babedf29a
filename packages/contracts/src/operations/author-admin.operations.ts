import { z } from 'zod';
import { ActorSchema, RequestIdSchema } from '../admin.schemas.js';
import { AdminAuthorSchema, AuthorInputSchema, AuthorStaffInputSchema } from '../authors.schemas.js';
import { ByIdSchema } from '../content.schemas.js';
import { operation, type RouteInput } from './operation.js';
import { adminRoute } from './routes.js';
import { CONTRIBUTOR, EDITOR, OWN_PROFILE } from './staff-rules.js';

const idParam = { schema: ByIdSchema, label: 'id' };
const write = <T extends z.ZodType>(input: T) => z.object({ actor: ActorSchema, input, requestId: RequestIdSchema.optional() });

/**
 * Staff profiles, which are the bylines (docs/authors.md). Every member reads them (the post
 * editor's byline) and edits their own; an editor edits anyone's, creates profiles and links
 * one to a staff member. A change shows on every page with the byline, so each drops the
 * cached reads of posts.
 */
export const authorAdminOperations = {
  listAuthors: operation({
    name: 'listAuthors',
    summary: 'Every author profile, by name',
    service: 'content',
    pattern: 'content.admin.authors.list',
    response: z.array(AdminAuthorSchema),
    http: adminRoute('GET', '/api/admin/authors', CONTRIBUTOR),
  }),
  getAuthor: operation({
    name: 'getAuthor',
    summary: 'One author profile by id',
    service: 'content',
    pattern: 'content.admin.authors.get',
    message: ByIdSchema,
    response: AdminAuthorSchema,
    http: adminRoute('GET', '/api/admin/authors/:id', CONTRIBUTOR, { params: idParam }),
  }),
  getMyAuthor: operation({
    name: 'getMyAuthor',
    summary: "The caller's own profile, made from their address the first time (or a profile linked to it, claimed)",
    service: 'content',
    pattern: 'content.admin.authors.mine',
    message: z.object({ actor: ActorSchema }),
    response: AdminAuthorSchema,
    http: adminRoute('GET', '/api/admin/profile', CONTRIBUTOR, {
      toMessage: ({ actor }: RouteInput) => ({ actor }),
    }),
  }),
  createAuthor: operation({
    name: 'createAuthor',
    summary: 'Creates a profile no one is linked to yet (a guest byline); 409 when its slug is taken',
    service: 'content',
    pattern: 'content.admin.authors.create',
    message: write(AuthorInputSchema),
    response: AdminAuthorSchema,
    http: adminRoute('POST', '/api/admin/authors', EDITOR, {
      body: { schema: AuthorInputSchema, label: 'author' },
      errors: [409],
      invalidates: 'post',
      toMessage: ({ body, actor, requestId }: RouteInput) => ({ actor, input: body, requestId }),
    }),
  }),
  updateAuthor: operation({
    name: 'updateAuthor',
    summary: 'Replaces a profile’s name, slug, bio, photo and link; 409 when its new slug is taken',
    service: 'content',
    pattern: 'content.admin.authors.update',
    message: write(AuthorInputSchema).extend({ id: z.uuid() }),
    response: AdminAuthorSchema,
    http: adminRoute('PUT', '/api/admin/authors/:id', OWN_PROFILE, {
      params: idParam,
      body: { schema: AuthorInputSchema, label: 'author' },
      errors: [409],
      invalidates: 'post',
      toMessage: ({ params, body, actor, requestId }: RouteInput) => ({ actor, id: params.id, input: body, requestId }),
    }),
  }),
  linkAuthor: operation({
    name: 'linkAuthor',
    summary: 'Links a profile to the staff member with this address (null unlinks it)',
    service: 'content',
    pattern: 'content.admin.authors.link',
    message: write(AuthorStaffInputSchema).extend({ id: z.uuid() }),
    response: AdminAuthorSchema,
    http: adminRoute('PUT', '/api/admin/authors/:id/staff', EDITOR, {
      params: idParam,
      body: { schema: AuthorStaffInputSchema, label: 'staff' },
      toMessage: ({ params, body, actor, requestId }: RouteInput) => ({ actor, id: params.id, input: body, requestId }),
    }),
  }),
} as const;
