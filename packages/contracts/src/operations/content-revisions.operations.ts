import { z } from 'zod';
import { AdminCategorySchema, AdminGuideSchema, AdminPostSchema, AdminTopicSchema } from '../admin.schemas.js';
import { ByIdSchema } from '../content.schemas.js';
import {
  AutosaveBodySchema,
  AutosaveSchema,
  GetAutosaveSchema,
  GetRevisionSchema,
  ListRevisionsSchema,
  RestoreBodySchema,
  RestoredRevisionSchema,
  RestoreRevisionSchema,
  RevisionListSchema,
  RevisionNumberSchema,
  RevisionSchema,
  RevisionSummarySchema,
  type RevisionKind,
} from '../revisions.schemas.js';
import { operation, type RouteInput } from './operation.js';
import { adminRoute } from './routes.js';
import { CONTRIBUTOR, EDITOR, OWN_POST } from './staff-rules.js';
import type { StaffRule } from '../staff-roles.js';
import { pluralOf } from '../content-kinds.js';

const cap = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const idParam = { schema: ByIdSchema, label: 'id' };
const revisionParams = { schema: z.object({ id: ByIdSchema.shape.id, number: RevisionNumberSchema }), label: 'revision' };

/**
 * The history of one kind of content (docs/content-admin.md): its revisions, one with its
 * content, a restore (a new save through the normal write path) and the editor's autosave.
 * Every message names its kind, so one handler serves the four kinds.
 */
function revisionResource<const K extends RevisionKind, V extends z.ZodType>(
  kind: K,
  view: V,
  /** Who may read the history and keep an autosave, and who may restore (the kind's write rule). */
  rules: { read: StaffRule; restore: StaffRule },
) {
  const plural = pluralOf(kind);
  const route = `/api/admin/${plural}/:id`;
  const pattern = `content.admin.${plural}.revisions`;
  const kindField = { kind: z.literal(kind) };
  return {
    list: operation({
      name: `list${cap(kind)}Revisions`,
      summary: `A ${kind}'s revisions, newest first, and its current version`,
      service: 'content',
      pattern: `${pattern}.list`,
      message: ListRevisionsSchema.extend(kindField),
      response: RevisionListSchema,
      http: adminRoute('GET', `${route}/revisions`, rules.read, {
        params: idParam,
        toMessage: ({ params }: RouteInput) => ({ kind, id: params.id }),
      }),
    }),
    get: operation({
      name: `get${cap(kind)}Revision`,
      summary: `One revision of a ${kind}, with the whole content it kept`,
      service: 'content',
      pattern: `${pattern}.get`,
      message: GetRevisionSchema.extend(kindField),
      response: RevisionSchema,
      http: adminRoute('GET', `${route}/revisions/:number`, rules.read, {
        params: revisionParams,
        toMessage: ({ params }: RouteInput) => ({ kind, id: params.id, number: params.number }),
      }),
    }),
    restore: operation({
      name: `restore${cap(kind)}Revision`,
      summary: `Saves an older revision of a ${kind} as its new version, without the images deleted from the media library since (it names them); 409 when the version sent is not the current one`,
      service: 'content',
      pattern: `${pattern}.restore`,
      message: RestoreRevisionSchema.extend(kindField),
      response: RestoredRevisionSchema(view),
      http: adminRoute('POST', `${route}/revisions/:number/restore`, rules.restore, {
        params: revisionParams,
        body: { schema: RestoreBodySchema, label: 'restore' },
        invalidates: kind,
        errors: [409],
        toMessage: ({ params, body, actor, requestId }: RouteInput) => ({
          kind,
          actor,
          id: params.id,
          number: params.number,
          version: body.version,
          requestId,
        }),
      }),
    }),
    getAutosave: operation({
      name: `get${cap(kind)}Autosave`,
      summary: `The signed-in admin's autosave of a ${kind}, or null`,
      service: 'content',
      pattern: `${pattern}.autosave.get`,
      message: GetAutosaveSchema.extend(kindField),
      response: RevisionSchema.nullable(),
      http: adminRoute('GET', `${route}/autosave`, rules.read, {
        params: idParam,
        toMessage: ({ params, actor }: RouteInput) => ({ kind, actor, id: params.id }),
      }),
    }),
    autosave: operation({
      name: `autosave${cap(kind)}`,
      summary: `Keeps the editor's unsaved values of a ${kind} as the admin's autosave; the live ${kind} does not change`,
      service: 'content',
      pattern: `${pattern}.autosave.put`,
      message: AutosaveSchema.extend(kindField),
      response: RevisionSummarySchema,
      http: adminRoute('PUT', `${route}/autosave`, rules.read, {
        params: idParam,
        body: { schema: AutosaveBodySchema, label: 'autosave' },
        toMessage: ({ params, body, actor }: RouteInput) => ({ kind, actor, id: params.id, ...body }),
      }),
    }),
  };
}

/** A post's history is its writer's too; the other kinds' is an editor's (docs/roles.md). */
const posts = revisionResource('post', AdminPostSchema, { read: CONTRIBUTOR, restore: OWN_POST });
const guides = revisionResource('guide', AdminGuideSchema, { read: EDITOR, restore: EDITOR });
const topics = revisionResource('topic', AdminTopicSchema, { read: EDITOR, restore: EDITOR });
const categories = revisionResource('category', AdminCategorySchema, { read: EDITOR, restore: EDITOR });

/** The same operations by kind: the content service answers each kind's five with one controller. */
export const contentRevisionResources = { post: posts, guide: guides, topic: topics, category: categories } as const;

/** Revisions, restore and autosave of the four kinds, each behind its staff rule (docs/roles.md). */
export const contentRevisionOperations = {
  listPostRevisions: posts.list,
  getPostRevision: posts.get,
  restorePostRevision: posts.restore,
  getPostAutosave: posts.getAutosave,
  autosavePost: posts.autosave,
  listGuideRevisions: guides.list,
  getGuideRevision: guides.get,
  restoreGuideRevision: guides.restore,
  getGuideAutosave: guides.getAutosave,
  autosaveGuide: guides.autosave,
  listTopicRevisions: topics.list,
  getTopicRevision: topics.get,
  restoreTopicRevision: topics.restore,
  getTopicAutosave: topics.getAutosave,
  autosaveTopic: topics.autosave,
  listCategoryRevisions: categories.list,
  getCategoryRevision: categories.get,
  restoreCategoryRevision: categories.restore,
  getCategoryAutosave: categories.getAutosave,
  autosaveCategory: categories.autosave,
} as const;
