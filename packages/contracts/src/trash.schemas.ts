import { z } from 'zod';
import { ActorSchema, RequestIdSchema } from './admin.schemas.js';
import { IdSchema } from './content.schemas.js';
import { CONTENT_KINDS } from './content-kinds.js';

/** Every editable kind goes to the trash when deleted. */
export const TrashKindSchema = z.enum(CONTENT_KINDS);
export type TrashKind = z.infer<typeof TrashKindSchema>;

/** Days a deleted item stays restorable before the sweep purges it (TRASH_RETENTION_DAYS). */
export const TRASH_RETENTION_DAYS_DEFAULT = 30;

/** One item in the trash (GET /api/admin/trash): what it was, who deleted it, and when it goes. */
export const TrashItemSchema = z.object({
  kind: TrashKindSchema,
  id: IdSchema,
  /** A post's or guide's title, a topic's or category's name. */
  title: z.string(),
  slug: z.string(),
  deletedAt: z.string(),
  /** From the audit log's delete entry; null when the log has none (a row deleted outside the admin). */
  deletedBy: ActorSchema.nullable(),
  /** When the sweep purges it, unless it is restored before. */
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof TrashItemSchema>;

/** The restore message: the admin, the item, and the request id that makes a second delivery harmless. */
export const TrashRestoreSchema = z.object({ actor: ActorSchema, id: IdSchema, requestId: RequestIdSchema.optional() });

/** What a restore answers: the item, live again. */
export const TrashRestoredSchema = z.object({ kind: TrashKindSchema, id: IdSchema });
export type TrashRestored = z.infer<typeof TrashRestoredSchema>;

/**
 * The sweep's input (internal, no route): the time it purges as of, now when left out. A test
 * drives the clock through it; the service's own timer never passes it.
 */
export const TrashSweepSchema = z.object({ now: z.iso.datetime({ offset: true }).optional() });
export const TrashSweptSchema = z.object({ purged: z.array(z.object({ kind: TrashKindSchema, id: IdSchema })) });
export type TrashSwept = z.infer<typeof TrashSweptSchema>;
