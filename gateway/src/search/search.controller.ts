import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ok, SEARCH_PATTERNS, SearchQuerySchema, searchCost, type SearchResponse, type SuccessBody } from '@livefully/contracts';
import type { Request } from 'express';
import { parseRequest } from '../common/parse.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { ServiceClients } from '../services/service-clients.js';

/** SPEC §7 GET /api/search?q={term}: the best matches and the count of all of them. */
@Controller('api')
@UseGuards(RateLimitGuard)
export class SearchController {
  constructor(private readonly services: ServiceClients) {}

  @Get('search')
  @RateLimit('search', (request: Request) => searchCost(String(firstValue(request.query.q) ?? '')))
  async search(@Query() query: Record<string, unknown>): Promise<SuccessBody<SearchResponse>> {
    const { q } = parseRequest(SearchQuerySchema, { q: firstValue(query.q) }, 'query');
    return ok(await this.services.send<SearchResponse>('search', SEARCH_PATTERNS.query, { q }));
  }
}

/** `?q=a&q=b` searches for the first term. */
function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}
