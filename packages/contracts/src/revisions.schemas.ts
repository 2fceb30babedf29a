import { z } from 'zod';
import { ActorSchema, RequestIdSchema, VersionSchema } from './admin.schemas.js';
import { IdSchema } from './content.schemas.js';
import { isStorableValue, unstorableMessage } from './text.js';
import { CONTENT_KINDS } from './content-kinds.js';

/** Every editable kind keeps revisions. */
export const REVISION_KINDS = CONTENT_KINDS;
export const RevisionKindSchema = z.enum(REVISION_KINDS);
export type RevisionKind = z.infer<typeof RevisionKindSchema>;

/**
 * How a revision came to be: a save (create or update), a restore of an older one, the state
 * an item had when its history began (items older than revisions), or an editor's autosave
 * (unsaved work, never the live item).
 */
export const RevisionSourceSchema = z.enum(['save', 'restore', 'baseline', 'autosave']);
export type RevisionSource = z.infer<typeof RevisionSourceSchema>;

/** One revision as the history lists it, without its content. */
export const RevisionSummarySchema = z.object({
  id: IdSchema,
  kind: RevisionKindSchema,
  entityId: IdSchema,
  /** The item's version this save produced; null for an autosave. */
  number: z.number().int().nullable(),
  source: RevisionSourceSchema,
  /** The revision a restore brought back. */
  restoredFrom: z.number().int().nullable(),
  /** For an autosave: the version the unsaved work was based on. */
  baseVersion: z.number().int().nullable(),
  /** Null for a baseline (the state before history was kept). */
  actor: ActorSchema.nullable(),
  at: z.string(),
});
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

/** One revision with the whole admin view of the item (or, for an autosave, the editor's values). */
export const RevisionSchema = RevisionSummarySchema.extend({ content: z.record(z.string(), z.unknown()) });
export type Revision = z.infer<typeof RevisionSchema>;

/** An item's history, newest first, and the item's current version (the revision that is live). */
export const RevisionListSchema = z.object({
  currentVersion: z.number().int(),
  revisions: z.array(RevisionSummarySchema),
});
export type RevisionList = z.infer<typeof RevisionListSchema>;

export const RevisionNumberSchema = z.coerce
  .number('number must be a whole number')
  .int('number must be a whole number')
  .min(1, 'number must be at least 1');

export const ListRevisionsSchema = z.object({ id: IdSchema });
export const GetRevisionSchema = z.object({ id: IdSchema, number: RevisionNumberSchema });
export const GetAutosaveSchema = z.object({ actor: ActorSchema, id: IdSchema });

/** Restoring writes the old content as a new save, based on the item's current version. */
export const RestoreBodySchema = z.object({ version: VersionSchema });
export const RestoreRevisionSchema = z.object({
  actor: ActorSchema,
  id: IdSchema,
  number: RevisionNumberSchema,
  version: VersionSchema,
  requestId: RequestIdSchema.optional(),
});

/**
 * An image a restored revision showed that the media library no longer has (deleted since):
 * the restore leaves it out rather than point the page at files that answer 404. `imagePath`
 * is the cover, and so also the share image; `content` the markdown body.
 */
export const DroppedImageSchema = z.object({
  field: z.enum(['imagePath', 'content']),
  path: z.string(),
});
export type DroppedImage = z.infer<typeof DroppedImageSchema>;

/** What a restore answers: the item as saved, and the images it had to leave out (usually none). */
export const RestoredRevisionSchema = <V extends z.ZodType>(item: V) => z.object({ item, droppedImages: z.array(DroppedImageSchema) });
export type RestoredRevision<V> = { item: V; droppedImages: DroppedImage[] };

/** At most this many characters of an editor's values are kept per autosave. */
export const AUTOSAVE_MAX_CHARS = 300_000;

/** An editor's fields are text, lists of text, numbers: nothing nests deeper than this. */
export const AUTOSAVE_MAX_DEPTH = 8;

/** Whether a JSON value nests at most `depth` arrays or objects deep; walked without recursion, as a body may nest as deep as its size allows. */
function nestsAtMost(value: unknown, depth: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [next, level] = pending.pop()!;
    if (next === null || typeof next !== 'object') continue;
    if (level >= depth) return false;
    for (const entry of Object.values(next)) pending.push([entry, level + 1]);
  }
  return true;
}

/** The editor's unsaved values (valid or not yet) and the version they are based on. */
export const AutosaveBodySchema = z.object({
  values: z
    .record(z.string(), z.unknown(), 'values must be an object of the editor fields')
    // First, and alone: measuring the size of a deeper value would overflow the stack.
    .refine((values) => nestsAtMost(values, AUTOSAVE_MAX_DEPTH), {
      message: `values must not nest more than ${AUTOSAVE_MAX_DEPTH} deep`,
      abort: true,
    })
    .refine((values) => JSON.stringify(values).length <= AUTOSAVE_MAX_CHARS, `values must be at most ${AUTOSAVE_MAX_CHARS} characters`)
    .refine(isStorableValue, unstorableMessage('values')),
  baseVersion: VersionSchema,
});
export const AutosaveSchema = AutosaveBodySchema.extend({ actor: ActorSchema, id: IdSchema });
