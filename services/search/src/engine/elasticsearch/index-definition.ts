import type { estypes } from '@elastic/elasticsearch';

/**
 * STACK.md's mapping: title as English text with a search-as-you-type subfield (lowercase,
 * asciifolding); excerpt and body English text; tags and type keywords. The English analyzer
 * also folds accents, like the embedded engine's analysis (text-analysis.ts).
 */
export const INDEX_SETTINGS: estypes.IndicesIndexSettings = {
  number_of_shards: 1,
  number_of_replicas: 0,
  analysis: {
    filter: {
      english_possessive: { type: 'stemmer', language: 'possessive_english' },
      english_stop: { type: 'stop', stopwords: '_english_' },
      english_stem: { type: 'stemmer', language: 'english' },
    },
    analyzer: {
      folded_english: {
        type: 'custom',
        tokenizer: 'standard',
        filter: ['english_possessive', 'lowercase', 'asciifolding', 'english_stop', 'english_stem'],
      },
      folded: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] },
    },
    normalizer: {
      folded_keyword: { type: 'custom', filter: ['lowercase', 'asciifolding'] },
    },
  },
};

export const INDEX_MAPPINGS: estypes.MappingTypeMapping = {
  dynamic: 'strict',
  properties: {
    type: { type: 'keyword' },
    id: { type: 'keyword' },
    slug: { type: 'keyword', index: false },
    title: {
      type: 'text',
      analyzer: 'folded_english',
      fields: { sayt: { type: 'search_as_you_type', analyzer: 'folded' } },
    },
    excerpt: { type: 'text', analyzer: 'folded_english' },
    body: { type: 'text', analyzer: 'folded_english' },
    tags: { type: 'keyword', normalizer: 'folded_keyword' },
    categoryName: { type: 'keyword' },
    publishedAt: { type: 'date' },
    topics: { type: 'object', enabled: false },
  },
};

/** The bool query of STACK.md; the boosts are the embedded engine's too (FIELD_BOOSTS). */
export function searchQuery(q: string): estypes.QueryDslQueryContainer {
  return {
    bool: {
      should: [
        {
          multi_match: {
            query: q,
            type: 'best_fields',
            fields: ['title^3', 'excerpt^1.5', 'tags^1.5', 'body'],
            fuzziness: 'AUTO',
            prefix_length: 1,
          },
        },
        {
          multi_match: {
            query: q,
            type: 'bool_prefix',
            fields: ['title.sayt', 'title.sayt._2gram', 'title.sayt._3gram'],
          },
        },
      ],
      minimum_should_match: 1,
    },
  };
}

/** `livefully-content-20261122t004500123z`: one index per reindex, behind the alias. */
export function newIndexName(alias: string, now = new Date()): string {
  return `${alias}-${now
    .toISOString()
    .toLowerCase()
    .replace(/[^0-9a-z]/g, '')}`;
}
