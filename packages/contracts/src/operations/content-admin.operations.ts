import { z } from 'zod';
import {
  AdminCategorySchema,
  AdminCreateSchema,
  AdminDeleteSchema,
  AdminDeletedSchema,
  AdminGuideSchema,
  AdminPostSchema,
  AdminTopicSchema,
  AdminUpdateBodySchema,
  AdminUpdateSchema,
  AuditEntrySchema,
  AuditQuerySchema,
  CategoryInputSchema,
  GuideInputSchema,
  PostInputSchema,
  TopicInputSchema,
} from '../admin.schemas.js';
import { ByIdSchema } from '../content.schemas.js';
import { operation, type RouteInput } from './operation.js';
import { blankAsAbsent } from './query-readers.js';
import { postPublishingOperations } from './post-publishing.operations.js';
import { postReviewOperations } from './post-review.operations.js';
import { workListOperations } from './work-lists.operations.js';
import { adminRoute } from './routes.js';
import { ADMINISTRATOR, CONTRIBUTOR, EDITOR, OWN_POST } from './staff-rules.js';
import type { StaffRule } from '../staff-roles.js';
import { pluralOf, type ContentKindName } from '../content-kinds.js';

const cap = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const idParam = { schema: ByIdSchema, label: 'id' };

/**
 * The five admin operations of one kind of content. Bodies are parsed with the editor's own
 * schema; each write carries the verified admin as the actor and a request id of its own, so a
 * message that reaches two replicas is written once.
 */
function adminResource<const K extends ContentKindName, I extends z.ZodType, V extends z.ZodType>(
  kind: K,
  input: I,
  view: V,
  /** Who may read, create and change this kind (docs/roles.md). */
  rules: { read: StaffRule; create: StaffRule; change: StaffRule },
  /** A delete refused while other items still use this one (a category with posts). */
  deleteConflicts = false,
) {
  const plural = pluralOf(kind);
  const body = { schema: input, label: kind };
  const route = `/api/admin/${plural}`;
  const pattern = `content.admin.${plural}`;
  return {
    list: operation({
      name: `listAdmin${cap(plural)}`,
      summary: `Every ${kind}, drafts included`,
      service: 'content',
      pattern: `${pattern}.list`,
      response: z.array(view),
      http: adminRoute('GET', route, rules.read),
    }),
    get: operation({
      name: `getAdmin${cap(kind)}`,
      summary: `One ${kind} by id, drafts included`,
      service: 'content',
      pattern: `${pattern}.get`,
      message: ByIdSchema,
      response: view,
      http: adminRoute('GET', `${route}/:id`, rules.read, { params: idParam }),
    }),
    create: operation({
      name: `create${cap(kind)}`,
      summary: `Creates a ${kind}; 409 when its slug is taken`,
      service: 'content',
      pattern: `${pattern}.create`,
      message: AdminCreateSchema(input),
      response: view,
      http: adminRoute('POST', route, rules.create, {
        body,
        invalidates: kind,
        errors: [409],
        toMessage: ({ body: fields, actor, requestId }: RouteInput) => ({ actor, input: fields, requestId }),
      }),
    }),
    update: operation({
      name: `update${cap(kind)}`,
      summary: `Replaces a ${kind}; 409 when its new slug is taken or its version is not the one the edit was based on`,
      service: 'content',
      pattern: `${pattern}.update`,
      message: AdminUpdateSchema(input),
      response: view,
      http: adminRoute('PUT', `${route}/:id`, rules.change, {
        params: idParam,
        // The version travels in the body (not If-Match): it is validated and documented with the
        // fields, and reaches the service in the same message (docs/content-admin.md).
        body: { schema: AdminUpdateBodySchema(input), label: kind },
        invalidates: kind,
        errors: [409],
        toMessage: ({ params, body: { version, ...fields }, actor, requestId }: RouteInput) => ({
          actor,
          id: params.id,
          input: fields,
          version,
          requestId,
        }),
      }),
    }),
    remove: operation({
      name: `delete${cap(kind)}`,
      summary: deleteConflicts ? `Deletes a ${kind}; 409 while it is in use` : `Deletes a ${kind}`,
      service: 'content',
      pattern: `${pattern}.delete`,
      message: AdminDeleteSchema,
      response: AdminDeletedSchema,
      http: adminRoute('DELETE', `${route}/:id`, rules.change, {
        params: idParam,
        invalidates: kind,
        errors: deleteConflicts ? [409] : [],
        toMessage: ({ params, actor, requestId }: RouteInput) => ({ actor, id: params.id, requestId }),
      }),
    }),
  };
}

/**
 * Every member reads every kind (a post names its category and topics). Posts are the one kind
 * that is someone's own: a contributor writes their own, an editor anyone's; the other kinds
 * are an editor's.
 */
const POST_RULES = { read: CONTRIBUTOR, create: CONTRIBUTOR, change: OWN_POST } as const;
const EDITORIAL_RULES = { read: CONTRIBUTOR, create: EDITOR, change: EDITOR } as const;

const posts = adminResource('post', PostInputSchema, AdminPostSchema, POST_RULES);
const guides = adminResource('guide', GuideInputSchema, AdminGuideSchema, EDITORIAL_RULES);
const topics = adminResource('topic', TopicInputSchema, AdminTopicSchema, EDITORIAL_RULES);
const categories = adminResource('category', CategoryInputSchema, AdminCategorySchema, EDITORIAL_RULES, true);

/** The admin area's content calls (docs/content-admin.md), each behind its staff rule (docs/roles.md). */
export const contentAdminOperations = {
  listPosts: posts.list,
  getPost: posts.get,
  createPost: posts.create,
  updatePost: posts.update,
  deletePost: posts.remove,
  ...postPublishingOperations,
  ...postReviewOperations,
  ...workListOperations,
  listGuides: guides.list,
  getGuide: guides.get,
  createGuide: guides.create,
  updateGuide: guides.update,
  deleteGuide: guides.remove,
  listTopics: topics.list,
  getTopic: topics.get,
  createTopic: topics.create,
  updateTopic: topics.update,
  deleteTopic: topics.remove,
  listCategories: categories.list,
  getCategory: categories.get,
  createCategory: categories.create,
  updateCategory: categories.update,
  deleteCategory: categories.remove,
  listAudit: operation({
    name: 'listAudit',
    summary: 'Who changed what, newest first',
    service: 'content',
    pattern: 'content.admin.audit.list',
    message: AuditQuerySchema,
    response: z.array(AuditEntrySchema),
    http: adminRoute('GET', '/api/admin/audit', ADMINISTRATOR, {
      query: {
        schema: AuditQuerySchema,
        label: 'query',
        read: blankAsAbsent('limit', 'offset', 'kind', 'action', 'actor', 'from', 'to', 'entityId'),
      },
    }),
  }),
} as const;
