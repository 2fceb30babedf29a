import { PortSchema, serviceEnvSchema } from '@livefully/service-kit';
import { z } from 'zod';

// TCP needs a port of its own; 4002 is the search service's place in the embedded runner.
const SearchEnvSchema = serviceEnvSchema(4002, {
  /** embedded: MiniSearch in this process, rebuilt on start; elasticsearch: an index behind an alias. */
  SEARCH_ENGINE: z.enum(['embedded', 'elasticsearch']).default('embedded'),
  ELASTICSEARCH_URL: z.url().optional(),
  /** The alias; each reindex fills `<alias>-<timestamp>` and moves the alias to it. */
  ELASTICSEARCH_INDEX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,100}$/, 'must be a lowercase Elasticsearch index name')
    .default('livefully-content'),
  ELASTICSEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Where the documents come from: over TCP this address, over Redis the same REDIS_URL.
  CONTENT_SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  CONTENT_SERVICE_PORT: PortSchema.default(4001),
  // Over TCP, where the gateway hears that the index changed (its read cache); over Redis every gateway subscribes.
  GATEWAY_EVENTS_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_EVENTS_PORT: PortSchema.optional(),
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
});

export const SearchConfigSchema = SearchEnvSchema.refine((env) => env.SEARCH_ENGINE !== 'elasticsearch' || Boolean(env.ELASTICSEARCH_URL), {
  path: ['ELASTICSEARCH_URL'],
  message: 'is required when SEARCH_ENGINE=elasticsearch',
});
export type SearchConfig = z.infer<typeof SearchConfigSchema>;
