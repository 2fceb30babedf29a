import { SearchQuerySchema, SearchResponseSchema, searchCost } from '../search.schemas.js';
import { operation } from './operation.js';
import { firstOf } from './query-readers.js';

const firstQ = firstOf('q');

export const searchOperations = {
  query: operation({
    name: 'search',
    summary: 'The best 20 matches among posts, guides and topics, and the count of all of them',
    service: 'search',
    pattern: 'search.query',
    message: SearchQuerySchema,
    response: SearchResponseSchema,
    http: {
      method: 'GET',
      path: '/api/search',
      status: 200,
      access: 'public',
      cache: 'public',
      // The index follows content changes a moment later; its own event drops searches.
      readCache: { dependsOn: ['search'] },
      // A search costs more the more words it asks for.
      rateLimit: {
        rule: 'search',
        cost: (request: { query: Record<string, unknown> }) => searchCost(String(firstQ(request.query).q ?? '')),
      },
      query: { schema: SearchQuerySchema, label: 'query', read: firstQ },
      description: 'A repeated `q` searches for the first. A missing, blank or over-200-character `q` is a 400 naming `q`.',
    },
  }),
} as const;
