import { Module, type DynamicModule } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import type { Logger } from '@livefully/service-kit';
import { GATEWAY_ENV, type GatewayEnv } from './config/env.js';
import { GATEWAY_LOGGER } from './common/tokens.js';
import { ADMIN_CONTROLLERS } from './admin/admin.controllers.js';
import { AdminGuard } from './auth/admin.guard.js';
import { AuthController } from './auth/auth.controller.js';
import { AuthService } from './auth/auth.service.js';
import { ContentController } from './content/content.controller.js';
import { EngageController } from './engage/engage.controller.js';
import { ENGAGE_ADMIN_CONTROLLERS } from './engage-admin/engage-admin.controllers.js';
import { HealthController } from './health/health.controller.js';
import { ServiceHealthIndicator } from './health/service-health.indicator.js';
import { RATE_LIMIT_PROVIDERS } from './rate-limit/rate-limit.providers.js';
import { SearchController } from './search/search.controller.js';
import { ServiceClients } from './services/service-clients.js';

@Module({})
export class AppModule {
  static forRoot(env: GatewayEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      // Health checks only; failures are in the answers, not the log.
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [
        HealthController,
        ContentController,
        AuthController,
        EngageController,
        SearchController,
        ...ADMIN_CONTROLLERS,
        ...ENGAGE_ADMIN_CONTROLLERS,
      ],
      providers: [
        { provide: GATEWAY_ENV, useValue: env },
        { provide: GATEWAY_LOGGER, useValue: logger },
        ServiceClients,
        ServiceHealthIndicator,
        AuthService,
        AdminGuard,
        ...RATE_LIMIT_PROVIDERS,
      ],
    };
  }
}
