import { Controller, Inject, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { HEALTH_PATTERN, type ServiceHealth, type ServiceName } from '@livefully/contracts';

/** A dependency a service needs to do its work (its database, its index); throws when unusable. */
export interface HealthProbe {
  name: string;
  check(): Promise<void>;
}

export const HEALTH_PROBES = 'HEALTH_PROBES';
export const SERVICE_NAME = 'SERVICE_NAME';

@Controller()
class HealthController {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: ServiceName,
    @Inject(HEALTH_PROBES) private readonly probes: HealthProbe[],
  ) {}

  @MessagePattern(HEALTH_PATTERN)
  async health(): Promise<ServiceHealth> {
    const details: Record<string, string> = {};
    let healthy = true;
    for (const probe of this.probes) {
      try {
        await probe.check();
        details[probe.name] = 'up';
      } catch {
        healthy = false;
        details[probe.name] = 'down';
      }
    }
    return { service: this.service, status: healthy ? 'up' : 'down', details };
  }
}

/**
 * `HealthModule.forService('content', [DataSource])`: answers the gateway's health check
 * with the state of each dependency, built by factories that get the listed injectables.
 */
@Module({})
export class HealthModule {
  static forService(service: ServiceName, probes: { inject?: unknown[]; useFactory: (...deps: never[]) => HealthProbe[] } = { useFactory: () => [] }): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_NAME, useValue: service },
        { provide: HEALTH_PROBES, useFactory: probes.useFactory as (...deps: unknown[]) => HealthProbe[], inject: (probes.inject ?? []) as never[] },
      ],
    };
  }
}
