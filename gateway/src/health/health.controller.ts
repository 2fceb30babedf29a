import { Controller, Get, Query } from '@nestjs/common';
import {
  ErrorCode,
  healthPattern,
  ok,
  SERVICE_NAMES,
  ServiceNameSchema,
  type HealthReport,
  type ServiceHealth,
  type ServiceName,
  type SuccessBody,
} from '@livefully/contracts';
import { ApiException } from '../common/api.exception.js';
import { ServiceClients } from '../services/service-clients.js';

const HEALTH_TIMEOUT_MS = 1_000;

/**
 * Three questions an operator or an orchestrator asks:
 * - live: is this process serving HTTP at all (never asks anyone else; restart it when not);
 * - ready: can it serve the routes that need the listed services (all by default) right now,
 *   each with its own database or index; 503 when not, so a load balancer sends traffic elsewhere;
 * - health: the whole report, for people and dashboards, always 200.
 */
@Controller('api/health')
export class HealthController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  async health(): Promise<SuccessBody<HealthReport>> {
    const services = await this.checkAll(SERVICE_NAMES);
    return ok({ status: services.every((s) => s.status === 'up') ? 'ok' : 'degraded', services });
  }

  @Get('live')
  live(): SuccessBody<{ status: 'live' }> {
    return ok({ status: 'live' });
  }

  @Get('ready')
  async ready(@Query('services') wanted: unknown): Promise<SuccessBody<{ status: 'ready'; services: ServiceHealth[] }>> {
    const services = await this.checkAll(servicesOf(wanted));
    const down = services.filter((s) => s.status !== 'up');
    if (down.length) throw new ApiException(ErrorCode.ServiceUnavailable, `Not ready: ${down.map(describeDown).join(', ')}`);
    return ok({ status: 'ready', services });
  }

  /** Asks every service at once; one that is down or slow is reported, never waited on. */
  private checkAll(names: readonly ServiceName[]): Promise<ServiceHealth[]> {
    return Promise.all(names.map((service) => this.check(service)));
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

/** `?services=content,search`: readiness for the routes that need only those. */
function servicesOf(value: unknown): readonly ServiceName[] {
  if (typeof value !== 'string' || !value.trim()) return SERVICE_NAMES;
  const names = value.split(',').map((name) => name.trim());
  const parsed = names.map((name) => ServiceNameSchema.safeParse(name));
  if (parsed.some((result) => !result.success)) {
    throw new ApiException(ErrorCode.Validation, 'Invalid query', [
      { path: ['services'], message: `services must be a comma-separated list of ${SERVICE_NAMES.join(', ')}` },
    ]);
  }
  return [...new Set(parsed.map((result) => result.data as ServiceName))];
}

function describeDown(health: ServiceHealth): string {
  const parts = Object.entries(health.details ?? {})
    .filter(([, state]) => state !== 'up')
    .map(([part]) => part);
  return parts.length ? `${health.service} (${parts.join(', ')} down)` : `${health.service} (not answering)`;
}
