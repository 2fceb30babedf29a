import { z } from 'zod';
import { WorkItemSchema, WorkListMessageSchema, WorkListQuerySchema } from '../work-lists.schemas.js';
import { operation, type RouteInput } from './operation.js';
import { blankAsAbsent } from './query-readers.js';
import { adminRoute } from './routes.js';
import { CONTRIBUTOR } from './staff-rules.js';

/**
 * The dashboard's lists (docs/content-admin.md, Dashboard): every member may ask; the service
 * narrows My drafts to the caller, and the review list to the caller's own below an editor.
 */
export const workListOperations = {
  listWork: operation({
    name: 'listWork',
    summary: 'One of the dashboard lists (my drafts, waiting for review, scheduled, recently published), searched and filtered',
    service: 'content',
    pattern: 'content.admin.work.list',
    message: WorkListMessageSchema,
    response: z.array(WorkItemSchema),
    http: adminRoute('GET', '/api/admin/work', CONTRIBUTOR, {
      query: { schema: WorkListQuerySchema, label: 'query', read: blankAsAbsent('list', 'q', 'author', 'status', 'kind', 'limit') },
      toMessage: ({ query, actor }: RouteInput) => ({ actor, query }),
    }),
  }),
} as const;
