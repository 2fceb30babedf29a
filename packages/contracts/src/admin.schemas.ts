import { z } from 'zod';
import { IdSchema, SlugSchema } from './content.schemas.js';
import { storableString } from './text.js';
import { CONTENT_KINDS } from './content-kinds.js';
import { StaffRoleSchema } from './staff-roles.js';
import { searchSharingInput, searchSharingView } from './search-sharing.js';

/**
 * The admin area's contracts: the editor forms and the content service parse with these
 * same schemas, so a field's rule and its message exist once.
 */
/** A post's statuses: `review` is a contributor's draft waiting for an editor (docs/content-admin.md, Review). */
export const POST_STATUSES = ['draft', 'review', 'published'] as const;
export const PostStatusSchema = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof PostStatusSchema>;
/** What an editor's save may say: a post goes to and leaves review only through its own steps (submit, send back, publish). */
export const PostInputStatusSchema = z.enum(['draft', 'published']);

/** The colour names and icon class names the public pages know how to draw. */
export const TOPIC_COLORS = ['red', 'blue', 'green', 'orange', 'purple', 'pink', 'teal', 'yellow'] as const;
export const TOPIC_ICONS = [
  'fa-utensils',
  'fa-heart',
  'fa-trophy',
  'fa-futbol',
  'fa-leaf',
  'fa-mountain',
  'fa-users',
  'fa-piggy-bank',
  'fa-book',
  'fa-plane',
  'fa-spa',
  'fa-camera',
  'fa-music',
  'fa-briefcase',
  'fa-sun',
  'fa-bicycle',
] as const;

export const META_DESCRIPTION_MAX = 160;

/** What the editor derives a slug from until the slug is edited by hand. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

const required = (label: string, max: number) =>
  storableString(label).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const slugField = storableString('Slug').trim().min(1, 'Slug is required').pipe(SlugSchema);
const categoryField = z.uuid('Choose a category');
const imagePathField = storableString('Image path')
  .trim()
  .max(500, 'Image path must be at most 500 characters')
  .refine((path) => path === '' || path.startsWith('/') || /^https:\/\//.test(path), 'Image path must start with / or https://');
const metaDescriptionField = storableString('Meta description')
  .trim()
  .max(META_DESCRIPTION_MAX, `Meta description must be at most ${META_DESCRIPTION_MAX} characters`);

/** An image needs its alt text: the public pages never show an image without one. */
function requireAltWithImage(value: { imagePath: string; imageAlt: string }, ctx: z.RefinementCtx) {
  if (value.imagePath && !value.imageAlt) {
    ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: 'Alt text is required with an image' });
  }
}

export const PostInputSchema = z
  .object({
    title: required('Title', 200),
    slug: slugField,
    excerpt: required('Excerpt', 500),
    content: required('Content', 100_000),
    categoryId: categoryField,
    topicIds: z.array(IdSchema).max(20, 'At most 20 topics').default([]),
    tags: z
      .array(storableString('A tag').trim().min(1).max(40, 'A tag must be at most 40 characters'))
      .max(20, 'At most 20 tags')
      .default([]),
    metaDescription: metaDescriptionField.default(''),
    ...searchSharingInput,
    imagePath: imagePathField.default(''),
    imageAlt: storableString('Alt text').trim().max(300, 'Alt text must be at most 300 characters').default(''),
    /**
     * The byline: an author profile's id (docs/authors.md). Left out, a new post is bylined with
     * its creator's own profile and a saved one keeps its byline. Only an editor or above may
     * name someone else's profile.
     */
    authorId: z.uuid('Choose a byline').optional(),
    /** Left out (or null), publishing dates the post at that moment; a draft keeps none. */
    publishedAt: z.iso.datetime({ offset: true, message: 'Publish date must be a date and time' }).nullable().default(null),
    /** Minutes; computed from the words when left out. */
    readTime: z.number().int().min(1, 'Read time must be at least 1 minute').max(600).optional(),
    status: PostInputStatusSchema.default('draft'),
    /**
     * Leads the home page while it is the newest visible featured post (docs/pages.md). Left out,
     * a new post is not featured and a saved one keeps its flag.
     */
    featured: z.boolean('Featured must be true or false').optional(),
  })
  .superRefine(requireAltWithImage);
export type PostInput = z.input<typeof PostInputSchema>;
export type PostInputParsed = z.output<typeof PostInputSchema>;

export const GuideInputSchema = z
  .object({
    title: required('Title', 200),
    slug: slugField,
    description: required('Description', 1_000),
    content: required('Content', 100_000),
    categoryId: categoryField,
    metaDescription: metaDescriptionField.default(''),
    ...searchSharingInput,
    imagePath: imagePathField.default(''),
    imageAlt: storableString('Alt text').trim().max(300, 'Alt text must be at most 300 characters').default(''),
  })
  .superRefine(requireAltWithImage);
export type GuideInput = z.input<typeof GuideInputSchema>;

export const TopicInputSchema = z.object({
  name: required('Name', 80),
  slug: slugField,
  description: required('Description', 500),
  color: z.enum(TOPIC_COLORS, 'Choose one of the colours'),
  icon: z.enum(TOPIC_ICONS, 'Choose one of the icons'),
  metaDescription: metaDescriptionField.default(''),
  ...searchSharingInput,
});
export type TopicInput = z.input<typeof TopicInputSchema>;

export const CategoryInputSchema = z.object({
  name: required('Name', 80),
  slug: slugField,
  description: storableString('Description').trim().max(500, 'Description must be at most 500 characters').default(''),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;

/** The longest note an editor may send back with a post. */
export const REVIEW_NOTE_MAX = 2000;

/** An editor's note to a post's writer, sent back with it (docs/content-admin.md, Review). */
export const ReviewNoteSchema = z.object({
  note: z.string(),
  byEmail: z.string().nullable(),
  at: z.string(),
});
export type ReviewNote = z.infer<typeof ReviewNoteSchema>;

/** What the admin area reads: every field, drafts and scheduled posts included. */
export const AdminPostSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  categoryId: IdSchema,
  category: z.string(),
  topicIds: z.array(IdSchema),
  tags: z.array(z.string()),
  metaDescription: z.string(),
  ...searchSharingView,
  imagePath: z.string(),
  imageAlt: z.string(),
  /** The byline's name, and its profile. */
  author: z.string(),
  authorId: IdSchema,
  authorSlug: z.string(),
  /** Null for a draft: a post is dated when it is published or scheduled. */
  publishedAt: z.string().nullable(),
  readTime: z.number().int(),
  /** False when the read time follows the words; true when an editor set it. */
  readTimeSet: z.boolean(),
  status: PostStatusSchema,
  /** Whether an editor featured it for the home page's lead; absent from a service of an earlier release. */
  featured: z.boolean().optional(),
  /** When it was last submitted for review; null unless it is waiting for review. */
  submittedAt: z.string().nullable(),
  /** An editor's note from sending it back, shown to its writer until they submit it again. */
  reviewNote: ReviewNoteSchema.nullable(),
  /** The staff member who created it (docs/roles.md): a contributor or author changes only their own; null before roles. */
  createdByUid: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Raised by one on every save; an update sends the one it was based on. */
  version: z.number().int().min(1),
});
export type AdminPost = z.infer<typeof AdminPostSchema>;

export const AdminGuideSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  categoryId: IdSchema,
  category: z.string(),
  metaDescription: z.string(),
  ...searchSharingView,
  imagePath: z.string(),
  imageAlt: z.string(),
  articleCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Raised by one on every save; an update sends the one it was based on. */
  version: z.number().int().min(1),
});
export type AdminGuide = z.infer<typeof AdminGuideSchema>;

export const AdminTopicSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string(),
  metaDescription: z.string(),
  ...searchSharingView,
  articleCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Raised by one on every save; an update sends the one it was based on. */
  version: z.number().int().min(1),
});
export type AdminTopic = z.infer<typeof AdminTopicSchema>;

export const AdminCategorySchema = z.object({
  id: IdSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  postCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Raised by one on every save; an update sends the one it was based on. */
  version: z.number().int().min(1),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** Who made a change, from the verified token; recorded in the audit log. */
/**
 * Who made a change. The gateway adds the staff role, so the service can check ownership rules
 * (docs/roles.md); audit rows written before roles existed have none.
 */
export const ActorSchema = z.object({ uid: z.string().min(1), email: z.string().nullable(), role: StaffRoleSchema.optional() });
export type Actor = z.infer<typeof ActorSchema>;

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'purge',
  'revoke',
  'invite',
  'resend',
  'accept',
  'suspend',
  'reactivate',
  'transfer',
] as const;

export const AuditEntrySchema = z.object({
  id: IdSchema,
  actor: ActorSchema,
  /**
   * `delete` moves the item to the trash; `restore` brings it back; `purge` is the sweep removing
   * it for good; `revoke` ends a preview link or an invitation. The staff changes
   * (docs/roles.md): `invite`, `resend`, `accept` an invitation; `update` a member's role,
   * `suspend`, `reactivate`, `delete` (remove) a member, `transfer` the ownership.
   */
  action: z.enum(AUDIT_ACTIONS),
  /** `preview`: a preview link of a post (its id is the link's); `author`: a profile (docs/authors.md); `staff`: a member or an invitation (its id). */
  kind: z.enum([...CONTENT_KINDS, 'media', 'preview', 'author', 'staff']),
  entityId: IdSchema,
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * The gateway's id for one HTTP request, optional on every write. Over Redis every replica of
 * the content service receives the message; the one that comes second finds the id in the
 * audit log and answers as the first did instead of failing or writing twice.
 */
export const RequestIdSchema = z.uuid('requestId must be a UUID');

/**
 * The version of the item an edit was based on (its `version` when the editor loaded it). An
 * update whose version is no longer the item's is refused with 409 VERSION_CONFLICT, so two
 * people editing one item never silently overwrite each other.
 */
export const VersionSchema = z
  .number({ error: 'version is required: the version of the item this edit is based on' })
  .int('version must be a whole number')
  .min(1, 'version must be at least 1');

/** The body of an update: the editor's fields and the version they were based on. */
export const AdminUpdateBodySchema = <T extends z.ZodType>(input: T) => z.intersection(z.object({ version: VersionSchema }), input);

/** Message payloads of the admin patterns: the actor travels with every write. */
export const AdminCreateSchema = <T extends z.ZodType>(input: T) =>
  z.object({ actor: ActorSchema, input, requestId: RequestIdSchema.optional() });
export const AdminUpdateSchema = <T extends z.ZodType>(input: T) =>
  z.object({ actor: ActorSchema, id: IdSchema, input, version: VersionSchema, requestId: RequestIdSchema.optional() });
export const AdminDeleteSchema = z.object({ actor: ActorSchema, id: IdSchema, requestId: RequestIdSchema.optional() });

/** The body of a send back: the note is required, so the writer always learns why. */
export const SendBackBodySchema = z.object({
  version: VersionSchema,
  note: storableString('Note')
    .trim()
    .min(1, 'Write a note for the writer: what should change')
    .max(REVIEW_NOTE_MAX, `The note must be at most ${REVIEW_NOTE_MAX} characters`),
});
export type SendBackBody = z.input<typeof SendBackBodySchema>;

/** A send back's message: who, the post, the note and the version the editor read. */
export const SendBackSchema = z.object({
  actor: ActorSchema,
  id: IdSchema,
  note: SendBackBodySchema.shape.note,
  version: VersionSchema,
  requestId: RequestIdSchema.optional(),
});
export type SendBack = z.output<typeof SendBackSchema>;

/** What a delete answers (DELETE /api/admin/{kind}/{id}). */
export const AdminDeletedSchema = z.object({ id: IdSchema });
export type AdminDeleted = z.infer<typeof AdminDeletedSchema>;

export const AUDIT_LIMIT_DEFAULT = 50;
export const AUDIT_LIMIT_MAX = 200;

/** A date (YYYY-MM-DD, a whole UTC day) or a full ISO time; the end of a range includes its day. */
const AuditTimeSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Use a date (YYYY-MM-DD) or an ISO date and time',
});

/**
 * GET /api/admin/audit?limit=&offset=&kind=&action=&actor=&from=&to=&entityId= and the
 * listAudit payload; newest entries first. `actor` is a person's email or uid; `from` and `to`
 * bound the time (a bare date `to` includes that whole day); `offset` pages through the rest.
 */
export const AuditQuerySchema = z
  .object({
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(AUDIT_LIMIT_MAX, `limit must be at most ${AUDIT_LIMIT_MAX}`)
      .default(AUDIT_LIMIT_DEFAULT),
    offset: z.coerce
      .number()
      .int('offset must be a whole number')
      .min(0, 'offset must be at least 0')
      .max(100_000, 'offset must be at most 100000')
      .default(0),
    kind: AuditEntrySchema.shape.kind.optional(),
    action: AuditEntrySchema.shape.action.optional(),
    actor: storableString('actor').trim().min(1).max(320, 'actor must be at most 320 characters').optional(),
    from: AuditTimeSchema.optional(),
    to: AuditTimeSchema.optional(),
    entityId: IdSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || auditBound(query.from, 'from') <= auditBound(query.to, 'to'), {
    path: ['to'],
    message: 'to must not be before from',
  });

/** The instant a bound stands for: a bare date is the start of its day (from) or the end of it (to). */
export function auditBound(value: string, side: 'from' | 'to'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00.000Z`);
    return side === 'from' ? start : new Date(start.getTime() + 24 * 60 * 60 * 1000 - 1);
  }
  return new Date(value);
}
export type AuditQuery = z.input<typeof AuditQuerySchema>;
