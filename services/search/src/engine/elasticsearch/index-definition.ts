import type { estypes } from '@elastic/elasticsearch';
import type { QueryWord } from '../query-words.js';

/**
 * STACK.md's mapping: title as English text with search-as-you-type subfields (lowercase,
 * asciifolding); excerpt and body English text; tags and type keywords. The English analyzer
 * also folds accents, like the embedded engine's analysis (text-analysis.ts).
 *
 * The search-as-you-type subfields are built from core features rather than the
 * `search_as_you_type` type (mapper-extras, a module outside the server): `title.sayt` with
 * `index_prefixes`, so the word being typed is one term lookup, and `title.sayt_2gram` /
 * `title.sayt_3gram` with word shingles, so words typed in their order score higher.
 */
export const INDEX_SETTINGS: estypes.IndicesIndexSettings = {
  number_of_shards: 1,
  number_of_replicas: 0,
  analysis: {
    filter: {
      english_possessive: { type: 'stemmer', language: 'possessive_english' },
      english_stop: { type: 'stop', stopwords: '_english_' },
      english_stem: { type: 'stemmer', language: 'english' },
      shingle_2: { type: 'shingle', min_shingle_size: 2, max_shingle_size: 2, output_unigrams: false },
      shingle_3: { type: 'shingle', min_shingle_size: 3, max_shingle_size: 3, output_unigrams: false },
    },
    analyzer: {
      folded_english: {
        type: 'custom',
        tokenizer: 'standard',
        filter: ['english_possessive', 'lowercase', 'asciifolding', 'english_stop', 'english_stem'],
      },
      folded: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] },
      folded_2gram: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding', 'shingle_2'] },
      folded_3gram: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding', 'shingle_3'] },
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
      fields: {
        sayt: { type: 'text', analyzer: 'folded', index_prefixes: { min_chars: 1, max_chars: 19 } },
        sayt_2gram: { type: 'text', analyzer: 'folded_2gram', index_prefixes: { min_chars: 1, max_chars: 19 } },
        sayt_3gram: { type: 'text', analyzer: 'folded_3gram', index_prefixes: { min_chars: 1, max_chars: 19 } },
      },
    },
    excerpt: { type: 'text', analyzer: 'folded_english' },
    body: { type: 'text', analyzer: 'folded_english' },
    tags: { type: 'keyword', normalizer: 'folded_keyword' },
    categoryName: { type: 'keyword' },
    publishedAt: { type: 'date' },
    topics: { type: 'object', enabled: false },
    // A result card's fields (docs/cards.md): kept in _source, never searched.
    imagePath: { type: 'keyword', index: false, doc_values: false },
    imageAlt: { type: 'keyword', index: false, doc_values: false },
    imageFocal: { type: 'object', enabled: false },
    authorName: { type: 'keyword', index: false, doc_values: false },
    authorSlug: { type: 'keyword', index: false, doc_values: false },
    readTime: { type: 'integer', index: false },
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
            fields: ['title.sayt', 'title.sayt_2gram', 'title.sayt_3gram'],
          },
        },
      ],
      minimum_should_match: 1,
    },
  };
}

/**
 * The all-words rule (query-words.ts) as the query itself: each word must be in title, excerpt
 * or body with fuzziness AUTO (prefix length 1), or in the title's search-as-you-type field
 * (the last word as a prefix); or a tag equals the whole query, typos allowed. A document
 * scores the sum of its words' best fields (same boosts), plus the title's shingles when the
 * words are typed in their order. No filter on top of the any-word query: each fuzzy term is
 * expanded once per field (the rewrite is most of a search's cost), and the sparsest word
 * leads the matching.
 */
export function allWordsQuery(q: string, words: QueryWord[]): estypes.QueryDslQueryContainer {
  const hasWord = (word: QueryWord): estypes.QueryDslQueryContainer => ({
    bool: {
      should: [
        {
          multi_match: {
            query: word.token,
            type: 'best_fields',
            fields: ['title^3', 'excerpt^1.5', 'body'],
            fuzziness: 'AUTO',
            prefix_length: 1,
          },
        },
        word.last ? { match_bool_prefix: { 'title.sayt': word.token } } : { match: { 'title.sayt': word.token } },
      ],
      minimum_should_match: 1,
    },
  });
  return {
    bool: {
      should: [
        {
          bool: {
            must: words.map(hasWord),
            should: [{ multi_match: { query: q, type: 'bool_prefix', fields: ['title.sayt_2gram', 'title.sayt_3gram'] } }],
          },
        },
        { match: { tags: { query: q, fuzziness: 'AUTO', prefix_length: 1, boost: 1.5 } } },
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
