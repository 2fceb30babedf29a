import { Controller, Inject } from '@nestjs/common';
import {
  boundedSearchTerms,
  ErrorCode,
  SEARCH_PAGE_SIZE,
  searchOperations,
  type SearchQuery,
  type SearchResponse,
} from '@livefully/contracts';
import { Handles, rpcError } from '@livefully/service-kit';
import { EngineUnavailableError, SEARCH_ENGINE, type SearchEngine } from '../engine/search-engine.js';

@Controller()
export class SearchQueryController {
  constructor(@Inject(SEARCH_ENGINE) private readonly engine: SearchEngine) {}

  /** The best SEARCH_PAGE_SIZE matches and the count of all of them. */
  @Handles(searchOperations.query)
  async query({ q }: SearchQuery): Promise<SearchResponse> {
    try {
      return await this.engine.search(boundedSearchTerms(q), SEARCH_PAGE_SIZE);
    } catch (error) {
      if (error instanceof EngineUnavailableError) throw rpcError(ErrorCode.ServiceUnavailable, 'Search is unavailable right now');
      throw error;
    }
  }
}
