import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  boundedSearchTerms,
  ErrorCode,
  SEARCH_PAGE_SIZE,
  SEARCH_PATTERNS,
  SearchQuerySchema,
  type SearchQuery,
  type SearchResponse,
} from '@livefully/contracts';
import { rpcError, ZodMessagePipe } from '@livefully/service-kit';
import { EngineUnavailableError, SEARCH_ENGINE, type SearchEngine } from '../engine/search-engine.js';

@Controller()
export class SearchQueryController {
  constructor(@Inject(SEARCH_ENGINE) private readonly engine: SearchEngine) {}

  /** The best SEARCH_PAGE_SIZE matches and the count of all of them. */
  @MessagePattern(SEARCH_PATTERNS.query)
  async query(@Payload(new ZodMessagePipe(SearchQuerySchema)) { q }: SearchQuery): Promise<SearchResponse> {
    try {
      return await this.engine.search(boundedSearchTerms(q), SEARCH_PAGE_SIZE);
    } catch (error) {
      if (error instanceof EngineUnavailableError) throw rpcError(ErrorCode.ServiceUnavailable, 'Search is unavailable right now');
      throw error;
    }
  }
}
