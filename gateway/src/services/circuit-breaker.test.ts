import { createServer } from 'node:net';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, RpcException, Transport } from '@nestjs/microservices';
import { ErrorCode } from '@livefully/contracts';
import type { Logger } from '@livefully/service-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiException } from '../common/api.exception.js';
import { GatewayEnvSchema } from '../config/env.js';
import { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { ServiceClients } from './service-clients.js';

/** What the little service below received, by pattern: proof that a call reached it or not. */
const received = { echo: 0, missing: 0, hang: 0 };

@Controller()
class TestController {
  @MessagePattern('test.echo')
  echo() {
    received.echo++;
    return { ok: true };
  }

  @MessagePattern('test.missing')
  missing() {
    received.missing++;
    throw new RpcException({ code: ErrorCode.NotFound, message: 'Not found' });
  }

  /** Never answers: a service that is up but stuck, as a paused one looks from the gateway. */
  @MessagePattern('test.hang')
  hang() {
    received.hang++;
    return new Promise(() => {});
  }
}

@Module({ controllers: [TestController] })
class TestModule {}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
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

type Line = { level: string; fields: Record<string, unknown>; message: string };

function recordingLogger(lines: Line[]): Logger {
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, message = '') =>
      void lines.push({ level, fields, message });
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } as unknown as Logger;
}

/** The ApiException a send failed with. */
async function failureOf(promise: Promise<unknown>): Promise<ApiException> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiException)) throw new Error(`expected an ApiException, got ${String(error)}`);
  return error;
}

let service: INestMicroservice;
let servicePort: number;
let deadPort: number;
let clients: ServiceClients | undefined;
let lines: Line[];
let metrics: GatewayMetrics;

beforeAll(async () => {
  servicePort = await freePort();
  deadPort = await freePort();
  service = await NestFactory.createMicroservice(TestModule, {
    transport: Transport.TCP,
    options: { host: '127.0.0.1', port: servicePort },
    logger: false,
  });
  await service.listen();
});

afterAll(async () => {
  await service?.close();
});

afterEach(async () => {
  await clients?.onApplicationShutdown();
  clients = undefined;
});

/** A real ServiceClients: `content` is the test service above, `search` a port nobody listens on. */
function connect(env: Record<string, string> = {}): ServiceClients {
  lines = [];
  const parsed = GatewayEnvSchema.parse({
    CONTENT_SERVICE_PORT: String(servicePort),
    SEARCH_SERVICE_PORT: String(deadPort),
    RPC_TIMEOUT_MS: '200',
    CIRCUIT_BREAKER_FAILURES: '2',
    CIRCUIT_BREAKER_RESET_MS: '400',
    ...env,
  });
  metrics = new GatewayMetrics();
  clients = new ServiceClients(parsed, recordingLogger(lines), metrics);
  return clients;
}

const opened = () => lines.filter((l) => l.level === 'warn' && /^circuit open/.test(l.message));
const closed = () => lines.filter((l) => l.level === 'info' && /^circuit closed/.test(l.message));

describe('the circuit breaker of each service', () => {
  it('opens after consecutive timeouts and refuses calls without sending them', async () => {
    const services = connect();
    for (let i = 0; i < 2; i++) {
      const failure = await failureOf(services.send('content', 'test.hang'));
      expect(failure.code).toBe(ErrorCode.ServiceUnavailable);
      expect(failure.retryAfterSeconds).toBeUndefined();
    }
    expect(opened()).toHaveLength(1);
    expect(opened()[0]?.fields).toMatchObject({ target: 'content', failures: 2 });

    const before = { ...received };
    const refused = await failureOf(services.send('content', 'test.echo'));
    expect(refused.code).toBe(ErrorCode.ServiceUnavailable);
    expect(refused.status).toBe(503);
    expect(refused.message).toBe(ApiException.unavailable('content').message);
    expect(refused.retryAfterSeconds).toBe(1);
    // A write is refused the same way: never silently dropped, never sent.
    await failureOf(services.send('content', 'test.hang', { title: 'a write' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual(before);
  });

  it('fails the calls already waiting for the service when it opens', async () => {
    const services = connect();
    const waiting = failureOf(services.send('content', 'test.hang', {}, { timeoutMs: 60_000 }));
    await failureOf(services.send('content', 'test.hang'));
    await failureOf(services.send('content', 'test.hang'));
    // The test's own timeout (far below 60 s) is what fails if the call waits out its timeout.
    const failure = await waiting;
    expect(failure.code).toBe(ErrorCode.ServiceUnavailable);
    expect(failure.retryAfterSeconds).toBeDefined();
    expect(lines.filter((l) => l.message === 'service unavailable')).toHaveLength(2);
  });

  it('counts answered errors as answers: 404s never open it', async () => {
    const services = connect();
    for (let i = 0; i < 3; i++) {
      await failureOf(services.send('content', 'test.hang'));
      const answered = await failureOf(services.send('content', 'test.missing'));
      expect(answered.code).toBe(ErrorCode.NotFound);
    }
    for (let i = 0; i < 5; i++) expect((await failureOf(services.send('content', 'test.missing'))).status).toBe(404);
    expect(opened()).toHaveLength(0);
    await expect(services.send('content', 'test.echo')).resolves.toEqual({ ok: true });
  });

  it('opens on connection errors too, for that service only', async () => {
    const services = connect();
    await failureOf(services.send('search', 'test.echo'));
    await failureOf(services.send('search', 'test.echo'));
    expect(opened().map((l) => l.fields.target)).toEqual(['search']);
    expect((await failureOf(services.send('search', 'test.echo'))).retryAfterSeconds).toBe(1);
    await expect(services.send('content', 'test.echo')).resolves.toEqual({ ok: true });
  });

  it('lets one probe through after the reset interval: its success closes the breaker', async () => {
    const services = connect();
    await failureOf(services.send('content', 'test.hang'));
    await failureOf(services.send('content', 'test.hang'));
    const echoes = received.echo;
    const answer = await eventually(() => services.send('content', 'test.echo'));
    expect(answer).toEqual({ ok: true });
    expect(received.echo).toBe(echoes + 1);
    expect(closed()).toHaveLength(1);
    expect(closed()[0]?.fields).toMatchObject({ target: 'content' });
    await expect(services.send('content', 'test.echo')).resolves.toEqual({ ok: true });
  });

  it('refuses other calls while the probe runs, and re-opens when the probe fails', async () => {
    const services = connect({ CIRCUIT_BREAKER_RESET_MS: '200' });
    await failureOf(services.send('content', 'test.hang'));
    await failureOf(services.send('content', 'test.hang'));
    // Poll with calls that hang until one is let through as the probe.
    const hangs = received.hang;
    const probe = await eventually(async () => {
      const call = failureOf(services.send('content', 'test.hang', {}, { timeoutMs: 500 }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (received.hang === hangs) throw new Error('refused, not yet the probe');
      // Wrapped: an async function that returned the call itself would wait for it to settle,
      // and the probe would be over before the calls below were made.
      return { call };
    });
    // (the probe's timeout has not passed: it is still waiting while the calls above run)
    const echoes = received.echo;
    const refused = await failureOf(services.send('content', 'test.echo'));
    expect(refused.retryAfterSeconds).toBe(1);
    expect(received.echo).toBe(echoes);
    const probeFailure = await probe.call;
    expect(probeFailure.retryAfterSeconds).toBeUndefined();
    expect(opened()).toHaveLength(2);
    expect(closed()).toHaveLength(0);
  });

  it('lets health checks past it: they report what the service answers now', async () => {
    const services = connect();
    await failureOf(services.send('content', 'test.hang'));
    await failureOf(services.send('content', 'test.hang'));
    await expect(services.send('content', 'test.echo', {}, { breaker: false })).resolves.toEqual({ ok: true });
    expect((await failureOf(services.send('content', 'test.echo'))).retryAfterSeconds).toBe(1);
  });

  it('can be switched off', async () => {
    const services = connect({ CIRCUIT_BREAKER: 'off' });
    for (let i = 0; i < 3; i++) expect((await failureOf(services.send('content', 'test.hang'))).retryAfterSeconds).toBeUndefined();
    await expect(services.send('content', 'test.echo')).resolves.toEqual({ ok: true });
    expect(opened()).toHaveLength(0);
  });
});

describe('the metrics of calls to services', () => {
  it('counts each call by outcome: ok, rejected by the service, timed out, unavailable', async () => {
    const services = connect({ CIRCUIT_BREAKER_FAILURES: '3' });
    await services.send('content', 'test.echo');
    await failureOf(services.send('content', 'test.missing'));
    await failureOf(services.send('content', 'test.hang'));
    await failureOf(services.send('search', 'test.echo'));
    const { values } = await metrics.registry.getSingleMetric('livefully_rpc_requests_total')!.get();
    const calls = Object.fromEntries(values.map(({ labels, value }) => [`${labels.service} ${labels.pattern} ${labels.outcome}`, value]));
    expect(calls).toEqual({
      'content test.echo ok': 1,
      'content test.missing rejected': 1,
      'content test.hang timeout': 1,
      'search test.echo unavailable': 1,
    });
    const timeouts = await metrics.registry.getSingleMetric('livefully_rpc_timeouts_total')!.get();
    expect(timeouts.values.map(({ labels, value }) => [labels.service, labels.pattern, value])).toEqual([['content', 'test.hang', 1]]);
  });
});
