import { Controller, Inject, Module, ServiceUnavailableException, type DynamicModule } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { HealthCheckService, HealthIndicatorService, TerminusModule, type HealthCheckResult } from '@nestjs/terminus';
import { healthPattern, type ServiceHealth, type ServiceName } from '@livefully/contracts';

/** A dependency a service needs to do its work (its database, its index); throws when unusable. */
export interface HealthProbe {
  name: string;
  check(): Promise<void>;
}

export const HEALTH_PROBES = 'HEALTH_PROBES';

/** terminus's report, down or not, as the gateway's schema: `details` is each probe's up or down. */
function toServiceHealth(service: ServiceName, report: HealthCheckResult): ServiceHealth {
  const details = Object.fromEntries(Object.entries(report.details).map(([name, result]) => [name, result.status]));
  return { service, status: report.status === 'ok' ? 'up' : 'down', details };
}

function reportOf(error: unknown): HealthCheckResult {
  if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
  throw error;
}

/** The pattern names the service, so the controller is made per service. */
function healthController(service: ServiceName) {
  @Controller()
  class HealthController {
    constructor(
      @Inject(HEALTH_PROBES) private readonly probes: HealthProbe[],
      private readonly checks: HealthCheckService,
      private readonly indicators: HealthIndicatorService,
    ) {}

    /** Every probe at once through @nestjs/terminus, each up when its check resolves. */
    @MessagePattern(healthPattern(service))
    async health(): Promise<ServiceHealth> {
      const indicators = this.probes.map((probe) => () => this.indicators.check(probe.name).attempt(() => probe.check()));
      return toServiceHealth(service, await this.checks.check(indicators).catch(reportOf));
    }
  }
  return HealthController;
}

/**
 * `HealthModule.forService('content', [DataSource])`: answers the gateway's health check
 * with the state of each dependency, built by factories that get the listed injectables.
 */
@Module({})
export class HealthModule {
  static forService(
    service: ServiceName,
    probes: { inject?: unknown[]; useFactory: (...deps: never[]) => HealthProbe[] } = { useFactory: () => [] },
  ): DynamicModule {
    return {
      module: HealthModule,
      // Failures are in the answer the gateway reads, not the service's log.
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [healthController(service)],
      providers: [
        {
          provide: HEALTH_PROBES,
          useFactory: probes.useFactory as (...deps: unknown[]) => HealthProbe[],
          inject: (probes.inject ?? []) as never[],
        },
      ],
    };
  }
}
