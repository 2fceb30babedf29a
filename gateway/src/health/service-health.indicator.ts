import { Injectable } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import { healthPattern, type ServiceHealth, type ServiceName } from '@livefully/contracts';
import { ServiceClients } from '../services/service-clients.js';

const HEALTH_TIMEOUT_MS = 1_000;

/** What a service said about itself, kept under its name in terminus's result. */
export interface ServiceHealthData {
  status: 'up' | 'down';
  details?: Record<string, string>;
  latencyMs?: number;
}

/**
 * A terminus indicator for one service over the transport: up when the service answers its
 * health pattern in time and says it is up; its own details (its database or index) either
 * way. One that is down or slow is reported, never waited on beyond the timeout.
 * Checks go past the service's circuit breaker: they report what the service answers now
 * (an open breaker would call a recovered service down until its next probe), and a check of
 * a down service does not count towards opening it (the checks run on their own schedule).
 */
@Injectable()
export class ServiceHealthIndicator {
  constructor(
    private readonly services: ServiceClients,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async check(service: ServiceName): Promise<HealthIndicatorResult<ServiceName>> {
    const session = this.indicators.check(service);
    const started = performance.now();
    let answer: ServiceHealth;
    try {
      answer = await this.services.send<ServiceHealth>(
        service,
        healthPattern(service),
        {},
        {
          timeoutMs: HEALTH_TIMEOUT_MS,
          quiet: true,
          breaker: false,
        },
      );
    } catch {
      return session.down();
    }
    const data = { ...(answer.details ? { details: answer.details } : {}), latencyMs: Math.round(performance.now() - started) };
    return answer.status === 'up' ? session.up(data) : session.down(data);
  }
}

/** Our schema's entry for a service from terminus's details (`details[service]`). */
export function toServiceHealth(service: ServiceName, data: ServiceHealthData | undefined): ServiceHealth {
  if (!data) return { service, status: 'down' };
  const { status, details, latencyMs } = data;
  return { service, status, ...(details ? { details } : {}), ...(latencyMs === undefined ? {} : { latencyMs }) };
}
