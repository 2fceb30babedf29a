import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { releaseOf, startOpsServer, type Logger, type OpsServer, type Readiness } from '@livefully/service-kit';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { HealthController } from './health.controller.js';
import { GatewayMetrics } from '../metrics/gateway-metrics.js';

/**
 * The gateway's ops listener on OPS_PORT (docs/metrics.md), never on the public port: the site
 * does not serve /metrics. Ready is /api/health/ready's answer: every service answers and says
 * it is up.
 */
@Injectable()
export class GatewayOpsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: OpsServer | undefined;

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
    private readonly metrics: GatewayMetrics,
    private readonly modules: ModuleRef,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.OPS_PORT === undefined) return;
    this.server = await startOpsServer({
      host: this.env.OPS_HOST,
      port: this.env.OPS_PORT,
      registry: this.metrics.registry,
      // The gateway's own package.json, found from this file (gateway/dist/health/ in the image).
      release: releaseOf(import.meta.url),
      ready: () => this.ready(),
    });
    this.logger.info(`gateway ops listening on ${this.server.url} (/metrics, /health/live, /health/ready)`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }

  private async ready(): Promise<Readiness> {
    const { data } = await this.modules.get(HealthController, { strict: false }).health();
    return { ready: data.status === 'ok', report: { services: data.services } };
  }
}
