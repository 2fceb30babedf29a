import type { SearchDocument, SearchResponse, SearchResult, SearchResultType } from '@livefully/contracts';
import MiniSearch, { type Options, type Query } from 'minisearch';
import { documentKey, type EngineStatus, type SearchEngine } from '../search-engine.js';
import { RESULT_FIELDS, toSearchResult } from '../search-result.mapper.js';
import { autoFuzziness, englishTerm, tokenize } from './text-analysis.js';

type IndexedDocument = SearchDocument & { key: string; titlePrefix: string };

/** Searched with English analysis; `titlePrefix` only holds the title's folded words, for search-as-you-type. */
const ENGLISH_FIELDS = ['title', 'excerpt', 'tags', 'body'];
const PREFIX_FIELD = 'titlePrefix';

/** The boosts of the Elasticsearch query: title^3, excerpt^1.5, tags^1.5, body. */
export const FIELD_BOOSTS = { title: 3, excerpt: 1.5, tags: 1.5, body: 1 };

const OPTIONS: Options<IndexedDocument> = {
  idField: 'key',
  fields: [...ENGLISH_FIELDS, PREFIX_FIELD],
  storeFields: [...RESULT_FIELDS],
  stringifyField: (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value ?? '')),
  tokenize: (text) => tokenize(text),
  processTerm: (term, field) => (field === PREFIX_FIELD ? term : englishTerm(term)),
};

/**
 * The query of the Elasticsearch engine, term for term: best fields with fuzziness AUTO on
 * the English fields, OR a search-as-you-type match on the title, the last word a prefix.
 */
function queryOf(q: string): Query {
  return {
    combineWith: 'OR',
    tokenize,
    queries: [
      { queries: [q], fields: ENGLISH_FIELDS, boost: FIELD_BOOSTS, fuzzy: autoFuzziness, prefix: false, processTerm: englishTerm },
      {
        queries: [q],
        fields: [PREFIX_FIELD],
        fuzzy: false,
        prefix: (_term, index, terms) => index === terms.length - 1,
        processTerm: (term) => term,
      },
    ],
  };
}

/**
 * The in-process engine of embedded mode (MiniSearch): the whole index lives in this
 * process's memory and is rebuilt from the content service on every start.
 */
export class EmbeddedSearchEngine implements SearchEngine {
  readonly name = 'embedded' as const;
  private index = new MiniSearch<IndexedDocument>(OPTIONS);

  async replaceAll(pages: AsyncIterable<SearchDocument[]>): Promise<number> {
    // Built aside and swapped in one assignment: a search never sees a half-built index.
    const next = new MiniSearch<IndexedDocument>(OPTIONS);
    for await (const page of pages) next.addAll(page.map(indexed));
    this.index = next;
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
    const hits = this.index.search(queryOf(q));
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
