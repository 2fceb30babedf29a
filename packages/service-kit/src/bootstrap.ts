import { Module, type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceName } from '@livefully/contracts';
import { createLogger, NestPinoLogger, type Logger } from './logger.js';
import { createMetricsRegistry } from './ops/metrics-registry.js';
import { RpcHandlingMetrics, RpcMetricsInterceptor } from './ops/rpc-metrics.interceptor.js';
import { ServiceOpsModule } from './ops/service-ops.module.js';
import { RpcContextInterceptor } from './rpc-context.interceptor.js';
import type { AppRelease } from './release.js';
import { RpcErrorFilter } from './rpc-exception.filter.js';
import { ServiceConfigModule } from './service-config.module.js';
import type { ServiceEnv } from './service-env.js';
import { transportOptions, type ServiceEndpoint } from './transport.js';
import { WorkUnderWay, WorkUnderWayInterceptor } from './work-under-way.js';

export interface StartServiceOptions<C extends ServiceEnv> {
  name: ServiceName;
  /** What its ops listener's /health answers name. */
  release: AppRelease;
  module: Type<unknown>;
  /** The parsed configuration; modules get it as SERVICE_CONFIG. */
  config: C;
  logger?: Logger;
  /** Counts the messages under way, for a stop that lets them finish (runService). */
  work?: WorkUnderWay;
}

@Module({})
class ServiceRootModule {}

/**
 * Starts a service on the configured transport and logs one line when it is ready; with OPS_PORT,
 * its ops listener (metrics, liveness, readiness) too.
 */
export async function startService<C extends ServiceEnv>({
  name,
  release,
  module,
  config,
  logger,
  work = new WorkUnderWay(),
}: StartServiceOptions<C>): Promise<INestMicroservice> {
  const log = logger ?? createLogger(name, config.LOG_LEVEL);
  const endpoint: ServiceEndpoint = {
    transport: config.TRANSPORT,
    host: config.SERVICE_HOST,
    port: config.SERVICE_PORT,
    redisUrl: config.REDIS_URL,
  };
  const metrics = createMetricsRegistry();
  const app = await NestFactory.createMicroservice(
    {
      module: ServiceRootModule,
      imports: [ServiceConfigModule.forRoot(config, log), ServiceOpsModule.forService(name, release, config, metrics, log), module],
    },
    {
      ...transportOptions(endpoint),
      logger: new NestPinoLogger(log),
      // A failure while starting must end the process with a log line, not abort() it.
      abortOnError: false,
    },
  );
  app.useGlobalInterceptors(
    new WorkUnderWayInterceptor(work),
    new RpcContextInterceptor(log),
    new RpcMetricsInterceptor(new RpcHandlingMetrics(metrics, name)),
  );
  app.useGlobalFilters(new RpcErrorFilter(log));
  await app.listen();
  const where = endpoint.transport === 'redis' ? `redis ${redact(endpoint.redisUrl)}` : `tcp://${endpoint.host}:${endpoint.port}`;
  log.info({ transport: endpoint.transport }, `${name} service ready on ${where}`);
  return app;
}

function redact(url: string | undefined): string {
  if (!url) return 'redis://127.0.0.1:6379';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
