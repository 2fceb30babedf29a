import type { Socket } from 'node:net';
import {
  ClientProxyFactory,
  JsonSocket,
  Transport,
  type ClientOptions,
  type ClientProxy,
  type CustomClientOptions,
  type MicroserviceOptions,
} from '@nestjs/microservices';
import { z } from 'zod';
import { PortSchema } from './config.js';
import { ListenedRedisClient } from './listened-redis-client.js';

/**
 * The one switch between the two ways to run: TCP (one port per service, embedded mode)
 * or Redis (full mode). The same schema serves the service and the gateway's client.
 */
export const TransportKindSchema = z.enum(['tcp', 'redis']).default('tcp');
export type TransportKind = z.infer<typeof TransportKindSchema>;

export interface ServiceEndpoint {
  transport: TransportKind;
  host: string;
  port: number;
  redisUrl?: string | undefined;
}

/** Redis restarts must not strand a process: keep retrying, every second, for about a day. */
const REDIS_RETRY = { retryAttempts: 100_000, retryDelay: 1_000 };

export function transportOptions(endpoint: ServiceEndpoint): MicroserviceOptions {
  if (endpoint.transport === 'redis') {
    const url = new URL(endpoint.redisUrl ?? 'redis://127.0.0.1:6379');
    return {
      transport: Transport.REDIS,
      options: {
        host: url.hostname,
        port: Number(url.port || 6379),
        ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
        ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
        ...REDIS_RETRY,
        // ioredis's own reconnect loop; Nest's retryAttempts covers the first connect.
        retryStrategy: () => REDIS_RETRY.retryDelay,
        maxRetriesPerRequest: null,
      },
    } as MicroserviceOptions;
  }
  return { transport: Transport.TCP, options: { host: endpoint.host, port: endpoint.port, socketClass: NoDelayJsonSocket } };
}

/**
 * A caller's connection to a service, the one way every caller makes it: over TCP as the service
 * listens (transportOptions); over Redis through ListenedRedisClient, so a request that no process
 * listens for fails at once instead of waiting for its timeout.
 */
export function serviceClientProxy(endpoint: ServiceEndpoint): ClientProxy {
  return ClientProxyFactory.create(clientOptions(endpoint) as never) as unknown as ClientProxy;
}

function clientOptions(endpoint: ServiceEndpoint): ClientOptions | CustomClientOptions {
  const options = transportOptions(endpoint) as ClientOptions;
  if (options.transport !== Transport.REDIS) return options;
  // Nest types a custom client as ClientProxy<Record<never, Function>, string>; Redis's has its own status type.
  return { customClass: ListenedRedisClient as unknown as CustomClientOptions['customClass'], options: options.options };
}

/**
 * Nest's TCP framing with Nagle's algorithm off on both ends. One connection carries every call
 * between two processes; with Nagle on, an answer written while an earlier one is unacknowledged
 * waits for that ACK, which the peer delays up to 40 ms (Linux's delayed ACK): the tail latency of
 * every read under load (docs/read-cache.md, "The uncached path").
 */
export class NoDelayJsonSocket extends JsonSocket {
  constructor(socket: Socket) {
    super(socket);
    socket.setNoDelay(true);
  }
}

export const ServiceTransportEnvSchema = z.object({
  TRANSPORT: TransportKindSchema,
  SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  SERVICE_PORT: PortSchema.optional(),
  REDIS_URL: z.url().optional(),
});

/**
 * REDIS_URL is required with TRANSPORT=redis. The check runs even when other variables are
 * bad too, so the one start-up line names every problem at once.
 */
export function requireRedisUrl<T extends z.ZodType<{ TRANSPORT: TransportKind; REDIS_URL?: string | undefined }>>(schema: T) {
  return schema.refine((env) => env.TRANSPORT !== 'redis' || Boolean(env.REDIS_URL), {
    path: ['REDIS_URL'],
    message: 'is required when TRANSPORT=redis',
    when: (payload) => (payload.value as { TRANSPORT?: unknown } | undefined)?.TRANSPORT === 'redis',
  });
}
