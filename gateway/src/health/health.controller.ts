import { Controller, Get, Query, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import {
  ErrorCode,
  ok,
  SERVICE_NAMES,
  ServiceNameSchema,
  type HealthReport,
  type ServiceHealth,
  type ServiceName,
  type SuccessBody,
} from '@livefully/contracts';
import { ApiException } from '../common/api.exception.js';
import { ServiceHealthIndicator, toServiceHealth, type ServiceHealthData } from './service-health.indicator.js';

/**
 * Three questions an operator or an orchestrator asks:
 * - live: is this process serving HTTP at all (never asks anyone else; restart it when not);
 * - ready: can it serve the routes that need the listed services (all by default) right now,
 *   each with its own database or index; 503 when not, so a load balancer sends traffic elsewhere;
 * - health: the whole report, for people and dashboards, always 200.
 * @nestjs/terminus runs the checks (one indicator per service, all at once); the answers keep
 * this site's envelope and schema (contracts' health.ts) rather than terminus's body.
 */
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly checks: HealthCheckService,
    private readonly indicator: ServiceHealthIndicator,
  ) {}

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

  /** Asks every service at once; terminus answers 503 with the same report when one is down. */
  private async checkAll(names: readonly ServiceName[]): Promise<ServiceHealth[]> {
    const report = await this.checks.check(names.map((name) => () => this.indicator.check(name))).catch(reportOf);
    return names.map((name) => toServiceHealth(name, report.details[name] as ServiceHealthData | undefined));
  }
}

function reportOf(error: unknown): HealthCheckResult {
  if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
  throw error;
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
