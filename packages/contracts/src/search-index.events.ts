import { z } from 'zod';

/**
 * Emitted by the search service once its index shows a change (or a rebuild is in place), so
 * that what keeps search answers (the gateway's read cache) drops them after the index moved,
 * not before. Heard by every gateway: published on Redis, or sent to GATEWAY_EVENTS_PORT over TCP.
 */
export const SearchIndexChangedSchema = z.object({
  reason: z.enum(['change', 'rebuild']),
  at: z.iso.datetime({ offset: true }),
});
export type SearchIndexChanged = z.infer<typeof SearchIndexChangedSchema>;

export const SEARCH_INDEX_EVENTS = { changed: 'search.index.changed' } as const;
