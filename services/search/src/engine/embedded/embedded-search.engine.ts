import type { SearchDocument, SearchResponse, SearchResult, SearchResultType } from '@livefully/contracts';
import MiniSearch, { type Options, type Query } from 'minisearch';
import { allWordsIsAnyWord, queryWords, type QueryWord } from '../query-words.js';
import { documentKey, type EngineStatus, type SearchEngine } from '../search-engine.js';
import { toSearchResult } from '../search-result.mapper.js';
import { BestHits } from './best-hits.js';
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
    // Nothing stored: each hit would copy it. The results are kept apart, ready to answer.
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

/** A query's words and their fuzzy variants, worked out once for the query and the all-words check. */
interface QueryPlan {
  tokens: string[];
  words: (QueryWord & { variants: Set<string> })[];
  /** The whole query as a tag, and its fuzzy variants. */
  whole: string;
  tagVariants: string[];
}

function planOf(q: string, dictionaries: Dictionaries): QueryPlan {
  const whole = fold(q).trim();
  return {
    tokens: tokenize(q),
    words: queryWords(q).map((word) => ({ ...word, variants: new Set(dictionaries.english.expand(word.term)) })),
    whole,
    tagVariants: dictionaries.tags.expand(whole),
  };
}

/**
 * The query of the Elasticsearch engine, clause for clause: best fields with fuzziness AUTO
 * (prefix length 1) on the English fields and on the tags (the whole term against each tag,
 * as a keyword field matches), OR a search-as-you-type match on the title whose last word is
 * a prefix.
 */
function queryOf(plan: QueryPlan): Query {
  const titleAsYouType: Query = {
    queries: [plan.tokens.join(' ')],
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
      ...plan.words.map((word) => expanded(word.term, [...word.variants], ENGLISH_FIELDS, ' ')),
      expanded(plan.whole, plan.tagVariants, [TAGS_FIELD], TAG_SEPARATOR),
      titleAsYouType,
    ],
  };
}

/**
 * The all-words rule (query-words.ts) on one hit, from the terms it matched and where: each
 * word is one of its variants in an English field or in the title (the last one as a prefix),
 * unless a tag matched the whole query.
 */
function hasAllWords(match: Record<string, string[]>, plan: QueryPlan, tagVariants: Set<string>): boolean {
  const { words } = plan;
  const all = 2 ** words.length - 1;
  let found = 0;
  for (const term in match) {
    for (const field of match[term]!) {
      if (field === TAGS_FIELD) {
        if (tagVariants.has(term)) return true;
        continue;
      }
      for (let i = 0; i < words.length; i += 1) {
        const word = words[i]!;
        if (found & (1 << i)) continue;
        const has = field === PREFIX_FIELD ? (word.last ? term.startsWith(word.token) : term === word.token) : word.variants.has(term);
        if (has) found |= 1 << i;
      }
    }
  }
  return found === all;
}

/**
 * The in-process engine of embedded mode (MiniSearch): the whole index lives in this
 * process's memory and is rebuilt from the content service on every start.
 */
export class EmbeddedSearchEngine implements SearchEngine {
  readonly name = 'embedded' as const;
  private dictionaries: Dictionaries = { english: new TermDictionary(), tags: new TermDictionary() };
  private index = new MiniSearch<IndexedDocument>(indexOptions(this.dictionaries));
  /** What each document answers as a result, by key. */
  private results = new Map<string, SearchResult>();

  async replaceAll(pages: AsyncIterable<SearchDocument[]>): Promise<number> {
    // Built aside and swapped in one step: a search never sees a half-built index.
    const dictionaries = { english: new TermDictionary(), tags: new TermDictionary() };
    const next = new MiniSearch<IndexedDocument>(indexOptions(dictionaries));
    const results = new Map<string, SearchResult>();
    for await (const page of pages) {
      const entries = page.map(indexed);
      next.addAll(entries);
      for (const entry of entries) results.set(entry.key, toSearchResult(entry));
    }
    this.index = next;
    this.results = results;
    this.dictionaries = dictionaries;
    return next.documentCount;
  }

  async upsert(document: SearchDocument): Promise<void> {
    const entry = indexed(document);
    if (this.index.has(entry.key)) this.index.replace(entry);
    else this.index.add(entry);
    this.results.set(entry.key, toSearchResult(entry));
  }

  async remove(type: SearchResultType, id: string): Promise<void> {
    const key = documentKey(type, id);
    if (this.index.has(key)) this.index.discard(key);
    this.results.delete(key);
  }

  /**
   * One pass over the hits: each is counted, checked for all the words and offered to the best
   * `limit` of its group, so neither every hit's stored fields nor a sort of all of them is paid.
   */
  async search(q: string, limit: number): Promise<SearchResponse> {
    const plan = planOf(q, this.dictionaries);
    if (plan.tokens.length === 0) return { total: 0, results: [] };
    const checked = !allWordsIsAnyWord(q, plan.words);
    const tagVariants = new Set(plan.tagVariants);
    const anyWord = new BestHits(limit);
    const allWords = new BestHits(limit);
    this.index.search(queryOf(plan), {
      filter: (hit) => {
        anyWord.offer(hit.id as string, hit.score);
        if (!checked || hasAllWords(hit.match, plan, tagVariants)) allWords.offer(hit.id as string, hit.score);
        return false;
      },
    });
    const best = allWords.count > 0 ? allWords : anyWord;
    return { total: best.count, results: best.keys().flatMap((key) => this.results.get(key) ?? []) };
  }

  async status(): Promise<EngineStatus> {
    return { reachable: true, documents: this.index.documentCount };
  }

  async close(): Promise<void> {}
}

function indexed(document: SearchDocument): IndexedDocument {
  return { ...document, key: documentKey(document.type, document.id), titlePrefix: document.title };
}
