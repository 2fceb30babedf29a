import { Controller, Inject, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthPattern, type ServiceHealth, type ServiceName } from '@livefully/contracts';

/** A dependency a service needs to do its work (its database, its index); throws when unusable. */
export interface HealthProbe {
  name: string;
  check(): Promise<void>;
}

export const HEALTH_PROBES = 'HEALTH_PROBES';

async function checkProbes(service: ServiceName, probes: HealthProbe[]): Promise<ServiceHealth> {
  const details: Record<string, string> = {};
  let healthy = true;
  for (const probe of probes) {
    try {
      await probe.check();
      details[probe.name] = 'up';
    } catch {
      healthy = false;
      details[probe.name] = 'down';
    }
  }
  return { service, status: healthy ? 'up' : 'down', details };
}

/** The pattern names the service, so the controller is made per service. */
function healthController(service: ServiceName) {
  @Controller()
  class HealthController {
    constructor(@Inject(HEALTH_PROBES) private readonly probes: HealthProbe[]) {}

    @MessagePattern(healthPattern(service))
    health(): Promise<ServiceHealth> {
      return checkProbes(service, this.probes);
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
