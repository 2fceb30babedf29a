import { Inject, Injectable, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { healthPattern, type ServiceHealth, type ServiceName } from '@livefully/contracts';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger.js';
import type { AppRelease } from '../release.js';
import type { OpsEnv } from './ops-env.js';
import { startOpsServer, type OpsServer, type Readiness } from './ops-server.js';

/** `@Inject(SERVICE_METRICS) registry: Registry`: the service's metrics, for a service's own gauges (engage's queue). */
export const SERVICE_METRICS = 'SERVICE_METRICS';
const OPS_SETTINGS = 'OPS_SETTINGS';

interface OpsSettings {
  service: ServiceName;
  release: AppRelease;
  env: OpsEnv;
  logger: Logger;
}

type HealthHandler = () => Promise<ServiceHealth> | ServiceHealth;

/**
 * Starts the service's ops listener when OPS_PORT is set. Readiness is the answer the service
 * gives the gateway's health message (its HealthModule probes: the database; search: its
 * engine), found among the controllers by its pattern, so both questions have one answer.
 */
@Injectable()
class ServiceOpsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: OpsServer | undefined;

  constructor(
    @Inject(OPS_SETTINGS) private readonly settings: OpsSettings,
    @Inject(SERVICE_METRICS) private readonly registry: Registry,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { service, release, env, logger } = this.settings;
    if (env.OPS_PORT === undefined) return;
    const health = this.healthHandler();
    const ready = async (): Promise<Readiness> => {
      if (!health) return { ready: true, report: { service } };
      const { status, ...report } = await health();
      return { ready: status === 'up', report };
    };
    this.server = await startOpsServer({ host: env.OPS_HOST, port: env.OPS_PORT, registry: this.registry, release, ready });
    logger.info(`${service} ops listening on ${this.server.url} (/metrics, /health/live, /health/ready)`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }

  private healthHandler(): HealthHandler | undefined {
    const pattern = healthPattern(this.settings.service);
    for (const wrapper of this.discovery.getControllers()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance) continue;
      for (const name of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
        const method = instance[name];
        if (typeof method !== 'function') continue;
        const patterns = Reflect.getMetadata(PATTERN_METADATA, method) as unknown;
        if ([patterns].flat().includes(pattern)) return () => (method as HealthHandler).call(instance);
      }
    }
    return undefined;
  }
}

/** The service's metrics registry (global, as SERVICE_METRICS) and its ops listener. */
@Module({})
export class ServiceOpsModule {
  static forService(service: ServiceName, release: AppRelease, env: OpsEnv, registry: Registry, logger: Logger): DynamicModule {
    return {
      module: ServiceOpsModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [
        { provide: OPS_SETTINGS, useValue: { service, release, env, logger } satisfies OpsSettings },
        { provide: SERVICE_METRICS, useValue: registry },
        ServiceOpsListener,
      ],
      exports: [SERVICE_METRICS],
    };
  }
}
