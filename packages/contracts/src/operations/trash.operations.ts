import { z } from 'zod';
import { ByIdSchema } from '../content.schemas.js';
import {
  TrashItemSchema,
  TrashRestoredSchema,
  TrashRestoreSchema,
  TrashSweepSchema,
  TrashSweptSchema,
  type TrashKind,
} from '../trash.schemas.js';
import { operation, type RouteInput } from './operation.js';
import { adminRoute } from './routes.js';
import { EDITOR } from './staff-rules.js';
import { pluralOf } from '../content-kinds.js';

const idParam = { schema: ByIdSchema, label: 'id' };

/** POST /api/admin/{plural}/:id/restore: one per kind, so the gateway drops that kind's cached reads. */
function restore<const K extends TrashKind>(kind: K) {
  const plural = pluralOf(kind);
  return operation({
    name: `restore${kind[0]!.toUpperCase()}${kind.slice(1)}`,
    summary: `Brings a ${kind} back from the trash; 409 when its slug${kind === 'category' ? ' or name' : ''} is now taken${
      kind === 'post' || kind === 'guide' ? ' or its category is in the trash' : ''
    }`,
    service: 'content',
    pattern: `content.admin.${plural}.restore`,
    message: TrashRestoreSchema,
    response: TrashRestoredSchema,
    http: adminRoute('POST', `/api/admin/${plural}/:id/restore`, EDITOR, {
      status: 200,
      params: idParam,
      invalidates: kind,
      errors: [409],
      toMessage: ({ params, actor, requestId }: RouteInput) => ({ actor, id: params.id, requestId }),
    }),
  });
}

/** The trash (docs/content-admin.md): deleted items, restorable for TRASH_RETENTION_DAYS, then purged. */
export const trashOperations = {
  listTrash: operation({
    name: 'listTrash',
    summary: 'Every deleted post, guide, topic and category still restorable, newest deletion first',
    service: 'content',
    pattern: 'content.admin.trash.list',
    response: z.array(TrashItemSchema),
    http: adminRoute('GET', '/api/admin/trash', EDITOR),
  }),
  restorePost: restore('post'),
  restoreGuide: restore('guide'),
  restoreTopic: restore('topic'),
  restoreCategory: restore('category'),
  sweepTrash: operation({
    name: 'sweepTrash',
    summary: 'Purges the items deleted longer ago than the retention period (internal: the service runs it on a timer)',
    service: 'content',
    pattern: 'content.admin.trash.sweep',
    message: TrashSweepSchema,
    response: TrashSweptSchema,
  }),
} as const;
