import { z } from 'zod';
import { CONTENT_KINDS } from './content-kinds.js';

/** Emitted by the content service after every committed change; the search index follows it. */
export const ContentChangedSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  id: z.uuid(),
  action: z.enum(['upserted', 'deleted']),
  at: z.iso.datetime({ offset: true }),
});
export type ContentChanged = z.infer<typeof ContentChangedSchema>;
