import type { INestMicroservice } from '@nestjs/common';
import type { RpcError } from '@livefully/contracts';
import { startService } from '../bootstrap.js';
import { parseConfig } from '../config.js';
import type { ServiceDefinition } from '../run-service.js';
import { freePort } from './free-port.js';
import { connectRpcClient, type RpcClient } from './rpc-client.js';

export interface ServiceFixtureOptions {
  /** The service's environment beyond the transport (which is TCP on 127.0.0.1). */
  env?: Record<string, string>;
  /** A fixed port, for a test that stops a service and brings it back on the same address. */
  port?: number;
}

/** The service listening on TCP, started through its own start path, and a client talking to it. */
export interface ServiceFixture {
  port: number;
  send<T>(pattern: string, data?: unknown): Promise<T>;
  failure(pattern: string, data?: unknown): Promise<RpcError>;
  /** Stops the service and starts it again on the same port (a fresh process's state), optionally with other environment. */
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
  /** The running application, for a test that drives one of its providers (a clock, a scheduler's check). */
  app(): INestMicroservice;
}

export async function startServiceFixture(service: ServiceDefinition, options: ServiceFixtureOptions = {}): Promise<ServiceFixture> {
  const port = options.port ?? (await freePort());
  let app: INestMicroservice | undefined;
  let client: RpcClient | undefined;
  const stop = async () => {
    await client?.close();
    await app?.close();
    client = undefined;
    app = undefined;
  };
  const start = async (env: Record<string, string>) => {
    // Configured through the environment as in production; some libraries (firebase-admin) read it too.
    Object.assign(process.env, { ...env, TRANSPORT: 'tcp', SERVICE_HOST: '127.0.0.1', SERVICE_PORT: String(port), LOG_LEVEL: 'silent' });
    app = await startService({
      name: service.name,
      release: service.release,
      module: service.module,
      config: parseConfig(service.config, process.env),
    });
    client = await connectRpcClient(port);
  };
  try {
    await start(options.env ?? {});
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    send: (pattern, data) => client!.send(pattern, data),
    failure: (pattern, data) => client!.failure(pattern, data),
    restart: async (env = {}) => {
      await stop();
      await start({ ...options.env, ...env });
    },
    stop,
    app: () => {
      if (!app) throw new Error(`${service.name} is not running`);
      return app;
    },
  };
}
