import { z } from 'zod';

/** Emitted by the content service after every committed change; the search index follows it. */
export const ContentChangedSchema = z.object({
  kind: z.enum(['post', 'guide', 'topic', 'category']),
  id: z.uuid(),
  action: z.enum(['upserted', 'deleted']),
  at: z.iso.datetime({ offset: true }),
});
export type ContentChanged = z.infer<typeof ContentChangedSchema>;
