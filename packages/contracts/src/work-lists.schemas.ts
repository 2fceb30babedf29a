import { z } from 'zod';
import { ActorSchema } from './admin.schemas.js';
import { IdSchema } from './content.schemas.js';
import { storableString } from './text.js';

/*
 * The dashboard's lists (docs/content-admin.md, Dashboard): one query with bounded filters, so
 * each list is the same call with another `list`.
 */

/** My drafts (the caller's drafts and posts in review), waiting for review, scheduled (soonest first), recently published. */
export const WORK_LISTS = ['mine', 'review', 'scheduled', 'published'] as const;
/** Only posts have statuses; guides and topics are live from their first save, so they appear among the published. */
export const WORK_KINDS = ['post', 'guide', 'topic'] as const;
export const WORK_STATES = ['draft', 'review', 'scheduled', 'published'] as const;
export const WORK_LIST_LIMIT_DEFAULT = 10;
export const WORK_LIST_LIMIT_MAX = 50;

export const WorkListQuerySchema = z.object({
  /** My drafts when none is named. */
  list: z.enum(WORK_LISTS, 'Choose a list: mine, review, scheduled or published').default('mine'),
  /** Words of the title (a topic's name), matched as typed, in any case. */
  q: storableString('q').trim().max(100, 'Search for at most 100 characters').optional(),
  /** The writer's e-mail (the post's creator); guides and topics have none. */
  author: storableString('author').trim().toLowerCase().max(320, 'An e-mail is at most 320 characters').optional(),
  status: z.enum(WORK_STATES, 'Choose a status: draft, review, scheduled or published').optional(),
  kind: z.enum(WORK_KINDS, 'Choose a kind: post, guide or topic').optional(),
  limit: z.coerce.number().int().min(1).max(WORK_LIST_LIMIT_MAX).default(WORK_LIST_LIMIT_DEFAULT),
});
export type WorkListQuery = z.input<typeof WorkListQuerySchema>;

/** The message: the list is the caller's (My drafts), or narrowed to it (a contributor's review list). */
export const WorkListMessageSchema = z.object({ actor: ActorSchema, query: WorkListQuerySchema });
export type WorkListMessage = z.output<typeof WorkListMessageSchema>;

export const WorkItemSchema = z.object({
  kind: z.enum(WORK_KINDS),
  id: IdSchema,
  title: z.string(),
  state: z.enum(WORK_STATES),
  /** The writer's e-mail; null for guides, topics and posts from before roles. */
  author: z.string().nullable(),
  /** What the list orders by: last saved (drafts), submitted (review), the publish date (scheduled, published) or created (guides, topics). */
  at: z.string(),
});
export type WorkItem = z.infer<typeof WorkItemSchema>;
