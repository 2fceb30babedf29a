import { ServerRedis, ServerTCP } from '@nestjs/microservices';
import { createLogger, ServiceClient, transportOptions, type ServiceEndpoint } from '@livefully/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../deploy/embedded/redis.mjs';
import { GatewayEnvSchema, serviceEndpoint } from '../src/config/env.js';
import { GatewayMetrics } from '../src/metrics/gateway-metrics.js';
import { ServiceClients } from '../src/services/service-clients.js';

/**
 * A pattern no running process handles (a service of an earlier release during a rolling deploy,
 * which does not know an operation yet) fails its call at once, over either transport: as a 503
 * from the gateway that leaves the service's circuit breaker closed, not after the RPC timeout.
 * Over Redis that took ListenedRedisClient; before it, each such call waited out its timeout and
 * counted as the service being down.
 */
const transports = [
  { transport: 'tcp', basePort: 22_900 },
  { transport: 'redis', basePort: 22_910 },
] as const;

/** Longer than a test may take (20 s): a call that waited for its timeout would fail the test. */
const PATIENT_MS = 120_000;
/** The longest RPC timeout the gateway accepts, still longer than a test may take. */
const GATEWAY_PATIENT_MS = 30_000;
const NO_HANDLER = /There is no matching message handler/;

describe.each(transports)('a pattern nothing handles, over $transport', ({ transport, basePort }) => {
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  let endpoint: ServiceEndpoint;
  let server: ServerRedis | ServerTCP;
  let client: ServiceClient;

  async function listen() {
    const { options } = transportOptions(endpoint) as { options: never };
    server = transport === 'redis' ? new ServerRedis(options) : new ServerTCP(options);
    server.addHandler('probe.known', async (message: { data: { n: number } }) => ({ twice: message.data.n * 2 }));
    await new Promise<void>((resolve, reject) => {
      void server.listen((error?: unknown) => (error ? reject(error) : resolve()));
    });
  }

  beforeAll(async () => {
    redis = transport === 'redis' ? await startRedis(basePort + 1) : undefined;
    endpoint = { transport, host: '127.0.0.1', port: basePort + 2, redisUrl: redis?.url };
    await listen();
    client = new ServiceClient(endpoint, PATIENT_MS);
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
    await redis?.stop();
  });

  it('answers the patterns it handles', async () => {
    expect(await client.send('probe.known', { n: 21 })).toEqual({ twice: 42 });
  });

  it('fails a call to a pattern no process handles with "no matching message handler", without waiting for the timeout', async () => {
    await expect(client.send('probe.unknown', { n: 1 })).rejects.toThrow(NO_HANDLER);
    // The connection still serves the patterns that are handled.
    expect(await client.send('probe.known', { n: 2 })).toEqual({ twice: 4 });
  });

  it('the gateway answers such a call with a 503 and keeps the breaker closed', async () => {
    const env = GatewayEnvSchema.parse({
      TRANSPORT: transport,
      REDIS_URL: redis?.url,
      CONTENT_SERVICE_PORT: String(endpoint.port),
      RPC_TIMEOUT_MS: String(GATEWAY_PATIENT_MS),
      CIRCUIT_BREAKER_FAILURES: '1',
    });
    expect(serviceEndpoint(env, 'content')).toMatchObject({ transport, port: endpoint.port });
    const clients = new ServiceClients(env, createLogger('gateway', 'silent'), new GatewayMetrics());
    try {
      for (let call = 0; call < 3; call++) {
        await expect(clients.send('content', 'probe.unknown', { n: call })).rejects.toMatchObject({ status: 503 });
      }
      // One failure would have opened a breaker that counted these; it is still closed.
      expect(await clients.send('content', 'probe.known', { n: 5 })).toEqual({ twice: 10 });
    } finally {
      await clients.onApplicationShutdown();
    }
  });
});
