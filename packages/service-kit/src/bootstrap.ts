import { NestFactory } from '@nestjs/core';
import type { INestMicroservice, Type } from '@nestjs/common';
import type { ServiceName } from '@livefully/contracts';
import { createLogger, NestPinoLogger } from './logger.js';
import { RpcContextInterceptor } from './rpc-context.interceptor.js';
import { RpcErrorFilter } from './rpc-exception.filter.js';
import { transportOptions, type ServiceEndpoint } from './transport.js';

export interface StartServiceOptions {
  name: ServiceName;
  module: Type<unknown>;
  endpoint: ServiceEndpoint;
  logLevel?: string;
}

/** Starts a service on the configured transport and logs one line when it is ready. */
export async function startService({ name, module, endpoint, logLevel }: StartServiceOptions): Promise<INestMicroservice> {
  const logger = createLogger(name, logLevel);
  const app = await NestFactory.createMicroservice(module, {
    ...transportOptions(endpoint),
    logger: new NestPinoLogger(logger),
    // A failure while starting must end the process with a log line, not abort() it.
    abortOnError: false,
  });
  app.useGlobalInterceptors(new RpcContextInterceptor(logger));
  app.useGlobalFilters(new RpcErrorFilter(logger));
  app.enableShutdownHooks();
  await app.listen();
  const where = endpoint.transport === 'redis' ? `redis ${redact(endpoint.redisUrl)}` : `tcp://${endpoint.host}:${endpoint.port}`;
  logger.info({ transport: endpoint.transport }, `${name} service ready on ${where}`);
  return app;
}

function redact(url: string | undefined): string {
  if (!url) return 'redis://127.0.0.1:6379';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
