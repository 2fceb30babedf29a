import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import type { INestMicroservice } from '@nestjs/common';
import type { RpcError } from '@livefully/contracts';
import { startService } from '@livefully/service-kit';
import { firstValueFrom, timeout } from 'rxjs';
import type { DataSource } from 'typeorm';
import { AppModule } from '../app.module.js';
import { createContentDataSource } from '../data-source.js';
import { migrateContent } from '../migrate.command.js';
import { freePort } from './free-port.js';
import { startTestDatabase, TEST_SCHEMA, type TestDatabase } from './test-database.js';

export const CORRELATION_ID = 'test-correlation-1';

/** A migrated, seeded database, the service listening on TCP, and a client talking to it. */
export interface ContentFixture {
  /** For arranging extra rows and checking the database directly. */
  dataSource: DataSource;
  send<T>(pattern: string, data?: unknown): Promise<T>;
  /** Sends a message that must fail and returns the error the caller receives. */
  failure(pattern: string, data?: unknown): Promise<RpcError>;
  stop(): Promise<void>;
}

export interface ContentFixtureOptions {
  /** Extra environment for the service, e.g. SEARCH_SERVICE_PORT of an event recorder. */
  env?: Record<string, string>;
}

export async function startContentFixture(name: string, options: ContentFixtureOptions = {}): Promise<ContentFixture> {
  const database = await startTestDatabase(name);
  let app: INestMicroservice | undefined;
  let client: ClientProxy | undefined;
  let dataSource: DataSource | undefined;
  const stop = async () => {
    await client?.close();
    await app?.close();
    await dataSource?.destroy();
    await database.stop();
  };
  try {
    await migrateContent({ DATABASE_URL: database.url, DB_SCHEMA: TEST_SCHEMA, SEED: true });
    const port = await freePort();
    // Events go to a port nobody listens on unless the test brings a recorder.
    app = await startOn(database, port, { SEARCH_SERVICE_PORT: String(await freePort()), ...options.env });
    client = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port } });
    await client.connect();
    dataSource = await createContentDataSource({ url: database.url, schema: TEST_SCHEMA }).initialize();
  } catch (error) {
    await stop();
    throw error;
  }
  const send = <T>(pattern: string, data?: unknown) =>
    firstValueFrom(client!.send<T>(pattern, { meta: { correlationId: CORRELATION_ID }, data }).pipe(timeout(10_000)));
  const failure = async (pattern: string, data?: unknown) => {
    try {
      await send(pattern, data);
    } catch (error) {
      return error as RpcError;
    }
    throw new Error(`${pattern} was expected to fail`);
  };
  return { dataSource, send, failure, stop };
}

/** The service's own start path (startService), configured through the environment as in production. */
function startOn(database: TestDatabase, port: number, env: Record<string, string>): Promise<INestMicroservice> {
  Object.assign(process.env, {
    ...env,
    TRANSPORT: 'tcp',
    SERVICE_HOST: '127.0.0.1',
    SERVICE_PORT: String(port),
    DATABASE_URL: database.url,
    DB_SCHEMA: TEST_SCHEMA,
    LOG_LEVEL: 'silent',
  });
  return startService({ name: 'content', module: AppModule, endpoint: { transport: 'tcp', host: '127.0.0.1', port }, logLevel: 'silent' });
}
