import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import type { INestMicroservice } from '@nestjs/common';
import type { RpcError } from '@livefully/contracts';
import { startService } from '@livefully/service-kit';
import { firstValueFrom, timeout } from 'rxjs';
import type { DataSource } from 'typeorm';
import { AppModule } from '../app.module.js';
import type { IdentityDatabaseConfig } from '../config/identity.config.js';
import { createIdentityDataSource } from '../data-source.js';
import { migrateIdentity } from '../migrate.command.js';
import { startAuthEmulator, type AuthEmulator } from './auth-emulator.js';
import { freePort } from './free-port.js';
import { startTestDatabase, TEST_SCHEMA, type TestDatabase } from './test-database.js';

export const CORRELATION_ID = 'test-correlation-1';

export interface IdentityFixtureOptions {
  /** ADMIN_EMAILS as the service sees it at start. */
  adminEmails?: string;
}

/** A migrated database, the Auth Emulator, the service listening on TCP, and a client talking to it. */
export interface IdentityFixture {
  emulator: AuthEmulator;
  /** DATABASE_URL and DB_SCHEMA, as the migrate and admin commands take them. */
  database: IdentityDatabaseConfig;
  /** For arranging rows and checking the database directly. */
  dataSource: DataSource;
  send<T>(pattern: string, data?: unknown): Promise<T>;
  /** Sends a message that must fail and returns the error the caller receives. */
  failure(pattern: string, data?: unknown): Promise<RpcError>;
  /** Stops the service and starts it again (the bootstrap runs again), optionally with other settings. */
  restart(options?: IdentityFixtureOptions): Promise<void>;
  stop(): Promise<void>;
}

export async function startIdentityFixture(name: string, options: IdentityFixtureOptions = {}): Promise<IdentityFixture> {
  const [database, emulator] = await Promise.allSettled([startTestDatabase(name), startAuthEmulator()]);
  if (database.status === 'rejected' || emulator.status === 'rejected') {
    if (database.status === 'fulfilled') await database.value.stop();
    if (emulator.status === 'fulfilled') await emulator.value.stop();
    throw database.status === 'rejected' ? database.reason : (emulator as PromiseRejectedResult).reason;
  }
  const db = database.value;
  const config: IdentityDatabaseConfig = { DATABASE_URL: db.url, DB_SCHEMA: TEST_SCHEMA };
  let running: Running | undefined;
  let dataSource: DataSource | undefined;
  const stop = async () => {
    await running?.close();
    await dataSource?.destroy();
    await emulator.value.stop();
    await db.stop();
  };
  try {
    await migrateIdentity(config);
    running = await startOn(db, emulator.value, options);
    dataSource = await createIdentityDataSource({ url: db.url, schema: TEST_SCHEMA }).initialize();
  } catch (error) {
    await stop();
    throw error;
  }
  const send = <T>(pattern: string, data?: unknown) =>
    firstValueFrom(running!.client.send<T>(pattern, { meta: { correlationId: CORRELATION_ID }, data }).pipe(timeout(10_000)));
  const failure = async (pattern: string, data?: unknown) => {
    try {
      await send(pattern, data);
    } catch (error) {
      return error as RpcError;
    }
    throw new Error(`${pattern} was expected to fail`);
  };
  const restart = async (next: IdentityFixtureOptions = options) => {
    await running?.close();
    running = undefined;
    running = await startOn(db, emulator.value, next);
  };
  return { emulator: emulator.value, database: config, dataSource, send, failure, restart, stop };
}

interface Running {
  client: ClientProxy;
  close(): Promise<void>;
}

/** The service's own start path (startService), configured through the environment as in production. */
async function startOn(database: TestDatabase, emulator: AuthEmulator, options: IdentityFixtureOptions): Promise<Running> {
  const port = await freePort();
  Object.assign(process.env, {
    TRANSPORT: 'tcp',
    SERVICE_HOST: '127.0.0.1',
    SERVICE_PORT: String(port),
    DATABASE_URL: database.url,
    DB_SCHEMA: TEST_SCHEMA,
    LOG_LEVEL: 'silent',
    FIREBASE_PROJECT_ID: emulator.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    ADMIN_EMAILS: options.adminEmails ?? '',
  });
  const app: INestMicroservice = await startService({
    name: 'identity',
    module: AppModule,
    endpoint: { transport: 'tcp', host: '127.0.0.1', port },
    logLevel: 'silent',
  });
  const client = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port } });
  try {
    await client.connect();
  } catch (error) {
    await app.close();
    throw error;
  }
  return {
    client,
    close: async () => {
      await client.close();
      await app.close();
    },
  };
}
