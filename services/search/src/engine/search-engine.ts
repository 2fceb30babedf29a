import type { SearchDocument, SearchResponse, SearchResultType } from '@livefully/contracts';

export const SEARCH_ENGINE = 'SEARCH_ENGINE';

export type EngineName = 'embedded' | 'elasticsearch';

/** What health reports about an engine. */
export interface EngineStatus {
  reachable: boolean;
  documents: number | null;
}

/**
 * One contract, two engines (in-process MiniSearch, Elasticsearch) with the same analysis,
 * fields, boosts and query shape, so a search answers alike in embedded and full mode.
 */
export interface SearchEngine {
  readonly name: EngineName;
  /** Builds a whole new index from these pages and puts it in place of the old one in one step. */
  replaceAll(pages: AsyncIterable<SearchDocument[]>): Promise<number>;
  /** Adds or replaces one document. Idempotent. */
  upsert(document: SearchDocument): Promise<void>;
  /** Drops one document; nothing happens when it is not there. */
  remove(type: SearchResultType, id: string): Promise<void>;
  /** The best `limit` matches and the count of all of them. */
  search(q: string, limit: number): Promise<SearchResponse>;
  status(): Promise<EngineStatus>;
  close(): Promise<void>;
}

/** Thrown when the engine cannot be reached: the caller answers 503. */
export class EngineUnavailableError extends Error {}

export function documentKey(type: SearchResultType, id: string): string {
  return `${type}:${id}`;
}
