import { Controller, Get } from '@nestjs/common';
import {
  healthPattern,
  ok,
  SERVICE_NAMES,
  type HealthReport,
  type ServiceHealth,
  type ServiceName,
  type SuccessBody,
} from '@livefully/contracts';
import { ServiceClients } from '../services/service-clients.js';

const HEALTH_TIMEOUT_MS = 1_000;

@Controller('api/health')
export class HealthController {
  constructor(private readonly services: ServiceClients) {}

  /** Asks every service at once; one that is down or slow is reported, never waited on. */
  @Get()
  async health(): Promise<SuccessBody<HealthReport>> {
    const services = await Promise.all(SERVICE_NAMES.map((service) => this.check(service)));
    const status = services.every((s) => s.status === 'up') ? 'ok' : 'degraded';
    return ok({ status, services });
  }

  private async check(service: ServiceName): Promise<ServiceHealth> {
    const started = performance.now();
    try {
      const answer = await this.services.send<ServiceHealth>(
        service,
        healthPattern(service),
        {},
        { timeoutMs: HEALTH_TIMEOUT_MS, quiet: true },
      );
      return { ...answer, service, latencyMs: Math.round(performance.now() - started) };
    } catch {
      return { service, status: 'down' };
    }
  }
}
