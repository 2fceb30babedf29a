import { Client, errors, type estypes } from '@elastic/elasticsearch';
import type { SearchDocument, SearchResponse, SearchResultType } from '@livefully/contracts';
import { allWordsIsAnyWord, queryWords } from '../query-words.js';
import { documentKey, EngineUnavailableError, type EngineStatus, type SearchEngine } from '../search-engine.js';
import { RESULT_FIELDS, toSearchResult } from '../search-result.mapper.js';
import { allWordsQuery, INDEX_MAPPINGS, INDEX_SETTINGS, newIndexName, searchQuery } from './index-definition.js';

export interface ElasticsearchSettings {
  url: string;
  /** The alias searches and writes go through. */
  alias: string;
  requestTimeoutMs: number;
}

const BULK_CHUNK = 500;
const ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * Full mode's engine: one index behind an alias. A reindex fills a fresh index and moves the
 * alias to it in one atomic call, so searches never see a missing or half-filled index.
 * Writes name the alias with require_alias, so a write before the first reindex fails instead
 * of creating an index with a guessed mapping.
 */
export class ElasticsearchSearchEngine implements SearchEngine {
  readonly name = 'elasticsearch' as const;
  private readonly client: Client;

  constructor(private readonly settings: ElasticsearchSettings) {
    this.client = new Client({ node: settings.url, requestTimeout: settings.requestTimeoutMs, maxRetries: 1 });
  }

  async replaceAll(pages: AsyncIterable<SearchDocument[]>): Promise<number> {
    const index = newIndexName(this.settings.alias);
    await this.call(() =>
      this.client.indices.create({
        index,
        settings: { ...INDEX_SETTINGS, refresh_interval: '-1' },
        mappings: INDEX_MAPPINGS,
      }),
    );
    try {
      let count = 0;
      for await (const page of pages) {
        for (let start = 0; start < page.length; start += BULK_CHUNK) {
          await this.bulk(index, page.slice(start, start + BULK_CHUNK));
        }
        count += page.length;
      }
      await this.call(() => this.client.indices.putSettings({ index, settings: { refresh_interval: '1s' } }));
      await this.call(() => this.client.indices.refresh({ index }));
      await this.moveAlias(index);
      return count;
    } catch (error) {
      await this.client.indices.delete({ index }, { ignore: [404] }).catch(() => undefined);
      throw error;
    }
  }

  async upsert(document: SearchDocument): Promise<void> {
    await this.call(() =>
      // wait_for: the change is searchable when this returns, so the index event that follows
      // (the gateway drops cached searches on it) is never ahead of the index.
      this.client.index({
        index: this.settings.alias,
        id: documentKey(document.type, document.id),
        document,
        require_alias: true,
        refresh: 'wait_for',
      }),
    );
  }

  async remove(type: SearchResultType, id: string): Promise<void> {
    await this.call(() =>
      this.client.delete({ index: this.settings.alias, id: documentKey(type, id), refresh: 'wait_for' }, { ignore: [404] }),
    );
  }

  async search(q: string, limit: number): Promise<SearchResponse> {
    const { first, fallback } = searchRequests(this.settings.alias, q, limit);
    try {
      const answer = await this.answer(first);
      return answer.total > 0 || !fallback ? answer : await this.answer(fallback);
    } catch (error) {
      // No reindex has finished yet: nothing to find, rather than an error.
      if (isIndexMissing(error)) return { total: 0, results: [] };
      throw error;
    }
  }

  private async answer(request: estypes.SearchRequest): Promise<SearchResponse> {
    const answer = await this.call(() => this.client.search<SearchDocument>(request));
    const total = typeof answer.hits.total === 'number' ? answer.hits.total : (answer.hits.total?.value ?? 0);
    return { total, results: answer.hits.hits.flatMap((hit) => (hit._source ? [toSearchResult(hit._source)] : [])) };
  }

  async status(): Promise<EngineStatus> {
    try {
      await this.client.ping();
    } catch {
      return { reachable: false, documents: null };
    }
    try {
      const { count } = await this.client.count({ index: this.settings.alias });
      return { reachable: true, documents: count };
    } catch {
      return { reachable: true, documents: null };
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async bulk(index: string, documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const operations = documents.flatMap((document) => [
      { index: { _index: index, _id: documentKey(document.type, document.id) } },
      document,
    ]);
    const answer = await this.call(() => this.client.bulk({ operations }));
    if (answer.errors) {
      const failed = answer.items.find((item) => item.index?.error)?.index;
      throw new Error(`bulk indexing failed for ${failed?._id}: ${failed?.error?.reason ?? 'unknown reason'}`);
    }
  }

  /** The alias leaves every index it was on and lands on `index` in one atomic call; the old indices go. */
  private async moveAlias(index: string): Promise<void> {
    const { alias } = this.settings;
    const aliasExists = await this.call(() => this.client.indices.existsAlias({ name: alias }));
    const previous = aliasExists ? Object.keys(await this.call(() => this.client.indices.getAlias({ name: alias }))) : [];
    // An index named like the alias (a write that raced the first reindex) would block it.
    const strayIndex = !aliasExists && (await this.call(() => this.client.indices.exists({ index: alias })));
    const actions: estypes.IndicesUpdateAliasesAction[] = [
      ...previous.map((name) => ({ remove: { index: name, alias } })),
      ...(strayIndex ? [{ remove_index: { index: alias } }] : []),
      { add: { index, alias } },
    ];
    await this.call(() => this.client.indices.updateAliases({ actions }));
    const old = previous.filter((name) => name !== index);
    if (old.length) await this.client.indices.delete({ index: old }, { ignore: [404] }).catch(() => undefined);
    await this.dropAbandoned(index).catch(() => undefined);
  }

  /**
   * Indices of reindexes that died half-way (a process killed mid-fill). Only old ones: a
   * young one may be another replica's reindex still filling.
   */
  private async dropAbandoned(current: string): Promise<void> {
    const rows = await this.client.cat.indices({ index: `${this.settings.alias}-*`, format: 'json', h: 'index,creation.date' });
    const cutoff = Date.now() - ABANDONED_AFTER_MS;
    const abandoned = rows
      .filter((row) => row.index && row.index !== current && Number(row['creation.date']) < cutoff)
      .map((row) => row.index!);
    if (abandoned.length) await this.client.indices.delete({ index: abandoned }, { ignore: [404] });
  }

  /** Connection failures and time-outs become EngineUnavailableError; Elasticsearch's own answers pass through. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (
        error instanceof errors.ConnectionError ||
        error instanceof errors.TimeoutError ||
        error instanceof errors.NoLivingConnectionsError
      ) {
        throw new EngineUnavailableError(`Elasticsearch at ${this.settings.url} is unavailable: ${error.message}`);
      }
      throw error;
    }
  }
}

/**
 * The all-words rule: first the documents with every word, all of them counted; only when
 * there are none, a second request for any word. One word alone is the any-word query.
 */
export function searchRequests(
  index: string,
  q: string,
  limit: number,
): { first: estypes.SearchRequest; fallback?: estypes.SearchRequest } {
  const anyWord: estypes.SearchRequest = { index, size: limit, track_total_hits: true, _source: [...RESULT_FIELDS], query: searchQuery(q) };
  const words = queryWords(q);
  if (allWordsIsAnyWord(q, words)) return { first: anyWord };
  return { first: { ...anyWord, query: allWordsQuery(q, words) }, fallback: anyWord };
}

function isIndexMissing(error: unknown): boolean {
  return error instanceof errors.ResponseError && error.statusCode === 404;
}
