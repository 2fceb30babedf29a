import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthPattern, type ServiceHealth } from '@livefully/contracts';
import { SEARCH_ENGINE, type SearchEngine } from '../engine/search-engine.js';
import { IndexKeeper } from '../indexing/index-keeper.js';

/**
 * Up while the engine answers (Elasticsearch pings); the details name the engine, its state
 * and how many documents it holds. An index still waiting for the content service is up:
 * searches are answered from what it holds.
 */
@Controller()
export class SearchHealthController {
  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly keeper: IndexKeeper,
  ) {}

  @MessagePattern(healthPattern('search'))
  async health(): Promise<ServiceHealth> {
    const { reachable, documents } = await this.engine.status();
    return {
      service: 'search',
      status: reachable ? 'up' : 'down',
      details: {
        [this.engine.name]: reachable ? 'up' : 'down',
        index: this.keeper.indexState,
        documents: documents === null ? 'unknown' : String(documents),
      },
    };
  }
}
