import { describe, expect, it } from 'vitest';
import { parseConfig } from '@livefully/service-kit';
import { SearchConfigSchema } from './search.config.js';

describe('search service configuration', () => {
  it('defaults to the embedded engine on port 4002, reading content from 127.0.0.1:4001', () => {
    expect(parseConfig(SearchConfigSchema, {})).toMatchObject({
      SEARCH_ENGINE: 'embedded',
      SERVICE_PORT: 4002,
      CONTENT_SERVICE_HOST: '127.0.0.1',
      CONTENT_SERVICE_PORT: 4001,
      ELASTICSEARCH_INDEX: 'livefully-content',
    });
  });

  it('names every missing or bad variable: the Elasticsearch URL, the index name and Redis', () => {
    expect(() =>
      parseConfig(SearchConfigSchema, { SEARCH_ENGINE: 'elasticsearch', ELASTICSEARCH_INDEX: 'Bad Name', TRANSPORT: 'redis' }),
    ).toThrow(/ELASTICSEARCH_INDEX: .*ELASTICSEARCH_URL: is required when SEARCH_ENGINE=elasticsearch/);
  });
});
