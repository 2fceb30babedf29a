import { healthPattern, SEARCH_PATTERNS, type RpcError, type SearchResponse, type ServiceHealth } from '@livefully/contracts';
import { startServiceFixture } from '@livefully/service-kit/testing';
import { SEARCH_SERVICE } from '../service.js';

export interface EngineUnderTest {
  SEARCH_ENGINE: 'embedded' | 'elasticsearch';
  ELASTICSEARCH_URL?: string;
  ELASTICSEARCH_INDEX?: string;
}

/** The search service through its own start path, configured by environment as in production. */
export interface SearchFixture {
  port: number;
  search(q: string): Promise<SearchResponse>;
  failure(q: unknown): Promise<RpcError>;
  health(): Promise<ServiceHealth>;
  /** Stops the service and starts it again on the same port (a fresh process's state). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSearchFixture(engine: EngineUnderTest, contentPort: number, port?: number): Promise<SearchFixture> {
  const env = { CONTENT_SERVICE_PORT: String(contentPort), CONTENT_TIMEOUT_MS: '3000', ELASTICSEARCH_TIMEOUT_MS: '3000', ...engine };
  const fixture = await startServiceFixture(SEARCH_SERVICE, { env, ...(port ? { port } : {}) });
  return {
    port: fixture.port,
    search: (q) => fixture.send<SearchResponse>(SEARCH_PATTERNS.query, { q }),
    failure: (q) => fixture.failure(SEARCH_PATTERNS.query, { q }),
    health: () => fixture.send<ServiceHealth>(healthPattern('search'), {}),
    restart: () => fixture.restart(),
    stop: fixture.stop,
  };
}

/** Polls until `check` stops throwing, for at most `timeoutMs`; the last error fails the test. */
export async function within<T>(timeoutMs: number, check: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
