import type { SearchDocument, SearchResponse, SearchResult, SearchResultType } from '@livefully/contracts';
import MiniSearch, { type Options, type Query } from 'minisearch';
import { documentKey, type EngineStatus, type SearchEngine } from '../search-engine.js';
import { RESULT_FIELDS, toSearchResult } from '../search-result.mapper.js';
import { FUZZY_WEIGHT, TermDictionary } from './term-dictionary.js';
import { englishTerm, fold, tokenize } from './text-analysis.js';

type IndexedDocument = SearchDocument & { key: string; titlePrefix: string };

/**
 * The fields as the Elasticsearch index has them: title, excerpt and body English text; tags
 * keywords (a tag is one term, folded); `titlePrefix` the title's folded words for
 * search-as-you-type (the title.sayt subfield).
 */
const ENGLISH_FIELDS = ['title', 'excerpt', 'body'];
const TAGS_FIELD = 'tags';
const PREFIX_FIELD = 'titlePrefix';
const TAG_SEPARATOR = '\u001f';

/** The boosts of the Elasticsearch query: title^3, excerpt^1.5, tags^1.5, body. */
export const FIELD_BOOSTS = { title: 3, excerpt: 1.5, tags: 1.5, body: 1 };

interface Dictionaries {
  english: TermDictionary;
  tags: TermDictionary;
}

/** Index options; every term indexed also goes into its dictionary, for fuzzy expansion. */
function indexOptions(dictionaries: Dictionaries): Options<IndexedDocument> {
  return {
    idField: 'key',
    fields: [...ENGLISH_FIELDS, TAGS_FIELD, PREFIX_FIELD],
    storeFields: [...RESULT_FIELDS],
    stringifyField: (value: unknown, field) =>
      Array.isArray(value) ? value.join(field === TAGS_FIELD ? TAG_SEPARATOR : ' ') : String(value ?? ''),
    tokenize: (text, field) => (field === TAGS_FIELD ? text.split(TAG_SEPARATOR) : tokenize(text)),
    processTerm: (term, field) => {
      if (field === PREFIX_FIELD) return term;
      if (field === TAGS_FIELD) return fold(term).trim() ? dictionaries.tags.add(fold(term).trim()) : null;
      const english = englishTerm(term);
      return english === null ? null : dictionaries.english.add(english);
    },
  };
}

/** Exact terms only: the variants are already in the query, each weighed by boostTerm. */
function expanded(term: string, variants: string[], fields: string[], separator: string): Query {
  return {
    queries: [variants.join(separator)],
    combineWith: 'OR',
    fields,
    boost: FIELD_BOOSTS,
    fuzzy: false,
    prefix: false,
    tokenize: (text: string) => text.split(separator),
    processTerm: (text: string) => text,
    boostTerm: (variant: string) => (variant === term ? 1 : FUZZY_WEIGHT),
  };
}

/**
 * The query of the Elasticsearch engine, clause for clause: best fields with fuzziness AUTO
 * (prefix length 1) on the English fields and on the tags (the whole term against each tag,
 * as a keyword field matches), OR a search-as-you-type match on the title whose last word is
 * a prefix.
 */
function queryOf(q: string, dictionaries: Dictionaries): Query {
  const words = tokenize(q);
  const english = words.map(englishTerm).filter((term): term is string => term !== null);
  const whole = fold(q).trim();
  const titleAsYouType: Query = {
    queries: [words.join(' ')],
    combineWith: 'OR',
    fields: [PREFIX_FIELD],
    fuzzy: false,
    prefix: (_term, index, terms) => index === terms.length - 1,
    tokenize: (text: string) => text.split(' ').filter(Boolean),
    processTerm: (text: string) => text,
  };
  return {
    combineWith: 'OR',
    queries: [
      ...english.map((term) => expanded(term, dictionaries.english.expand(term), ENGLISH_FIELDS, ' ')),
      expanded(whole, dictionaries.tags.expand(whole), [TAGS_FIELD], TAG_SEPARATOR),
      titleAsYouType,
    ],
  };
}

/**
 * The in-process engine of embedded mode (MiniSearch): the whole index lives in this
 * process's memory and is rebuilt from the content service on every start.
 */
export class EmbeddedSearchEngine implements SearchEngine {
  readonly name = 'embedded' as const;
  private dictionaries: Dictionaries = { english: new TermDictionary(), tags: new TermDictionary() };
  private index = new MiniSearch<IndexedDocument>(indexOptions(this.dictionaries));

  async replaceAll(pages: AsyncIterable<SearchDocument[]>): Promise<number> {
    // Built aside and swapped in one step: a search never sees a half-built index.
    const dictionaries = { english: new TermDictionary(), tags: new TermDictionary() };
    const next = new MiniSearch<IndexedDocument>(indexOptions(dictionaries));
    for await (const page of pages) next.addAll(page.map(indexed));
    this.index = next;
    this.dictionaries = dictionaries;
    return next.documentCount;
  }

  async upsert(document: SearchDocument): Promise<void> {
    const entry = indexed(document);
    if (this.index.has(entry.key)) this.index.replace(entry);
    else this.index.add(entry);
  }

  async remove(type: SearchResultType, id: string): Promise<void> {
    const key = documentKey(type, id);
    if (this.index.has(key)) this.index.discard(key);
  }

  async search(q: string, limit: number): Promise<SearchResponse> {
    if (tokenize(q).length === 0) return { total: 0, results: [] };
    const hits = this.index.search(queryOf(q, this.dictionaries));
    const results: SearchResult[] = hits.slice(0, limit).map((hit) => toSearchResult(hit as unknown as SearchDocument));
    return { total: hits.length, results };
  }

  async status(): Promise<EngineStatus> {
    return { reachable: true, documents: this.index.documentCount };
  }

  async close(): Promise<void> {}
}

function indexed(document: SearchDocument): IndexedDocument {
  return { ...document, key: documentKey(document.type, document.id), titlePrefix: document.title };
}
