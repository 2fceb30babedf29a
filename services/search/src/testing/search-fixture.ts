import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { healthPattern, SEARCH_PATTERNS, type RpcError, type SearchResponse, type ServiceHealth } from '@livefully/contracts';
import { startService } from '@livefully/service-kit';
import { firstValueFrom, timeout } from 'rxjs';
import { AppModule } from '../app.module.js';
import { freePort } from './free-port.js';

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
  const servicePort = port ?? (await freePort());
  let app: INestMicroservice | undefined;
  let client: ClientProxy | undefined;

  const start = async () => {
    Object.assign(process.env, {
      TRANSPORT: 'tcp',
      SERVICE_HOST: '127.0.0.1',
      SERVICE_PORT: String(servicePort),
      CONTENT_SERVICE_PORT: String(contentPort),
      CONTENT_TIMEOUT_MS: '3000',
      ELASTICSEARCH_TIMEOUT_MS: '3000',
      LOG_LEVEL: 'silent',
      ...engine,
    });
    app = await startService({
      name: 'search',
      module: AppModule,
      endpoint: { transport: 'tcp', host: '127.0.0.1', port: servicePort },
      logLevel: 'silent',
    });
    client = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port: servicePort } });
    await client.connect();
  };
  const stop = async () => {
    await client?.close();
    await app?.close();
    client = undefined;
    app = undefined;
  };
  const send = <T>(pattern: string, data: unknown) =>
    firstValueFrom(client!.send<T>(pattern, { meta: { correlationId: 'test-correlation-1' }, data }).pipe(timeout(10_000)));

  await start();
  return {
    port: servicePort,
    search: (q) => send<SearchResponse>(SEARCH_PATTERNS.query, { q }),
    failure: async (q) => {
      try {
        await send(SEARCH_PATTERNS.query, { q });
      } catch (error) {
        return error as RpcError;
      }
      throw new Error('the search was expected to fail');
    },
    health: () => send<ServiceHealth>(healthPattern('search'), {}),
    restart: async () => {
      await stop();
      await start();
    },
    stop,
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
