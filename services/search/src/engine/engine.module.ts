import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '@livefully/service-kit';
import type { SearchConfig } from '../config/search.config.js';
import { ElasticsearchSearchEngine } from './elasticsearch/elasticsearch-search.engine.js';
import { EmbeddedSearchEngine } from './embedded/embedded-search.engine.js';
import { SEARCH_ENGINE, type SearchEngine } from './search-engine.js';

export function createEngine(config: SearchConfig): SearchEngine {
  if (config.SEARCH_ENGINE === 'elasticsearch') {
    return new ElasticsearchSearchEngine({
      url: config.ELASTICSEARCH_URL!,
      alias: config.ELASTICSEARCH_INDEX,
      requestTimeoutMs: config.ELASTICSEARCH_TIMEOUT_MS,
    });
  }
  return new EmbeddedSearchEngine();
}

/** The one engine of the process, chosen by SEARCH_ENGINE. */
@Global()
@Module({
  providers: [{ provide: SEARCH_ENGINE, inject: [SERVICE_CONFIG], useFactory: createEngine }],
  exports: [SEARCH_ENGINE],
})
export class EngineModule implements OnApplicationShutdown {
  constructor(@Inject(SEARCH_ENGINE) private readonly engine: SearchEngine) {}

  async onApplicationShutdown(): Promise<void> {
    await this.engine.close();
  }
}
